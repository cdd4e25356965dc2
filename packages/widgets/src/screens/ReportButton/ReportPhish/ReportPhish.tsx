import type { Schema } from "@bulwark/client";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { NoOrganization, TextAreaField } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { useSession } from "../../../data/session";
import { useReportEmail } from "../queries";
import * as css from "./ReportPhish.css";

type ReportResult = Schema<"PhishingEmailReportResult">;

/** The most characters of pasted headers sent (the API's limit). */
const MAX_HEADERS = 131_072;

/** Props of {@link ReportPhish}. */
export interface ReportPhishProps {
  /** Called once the report is recorded: `kind` says whether it was one of the organisation's simulations. */
  onReported?: (result: { kind: ReportResult["kind"]; reportId: string | null }) => void;
}

/**
 * "Report a suspicious email", for intranets (element `bulwark-report-phish`): the signed-in person
 * gives the sender, the subject and, if they can, the message headers and a note, and the report
 * goes to their organisation's security team (`POST /api/v1/phishing/extension/reports`). A clear
 * confirmation follows, and says so when the email was one of the organisation's simulations.
 * The email's text is never asked for.
 */
export function ReportPhish({ onReported }: ReportPhishProps) {
  const { t } = useTranslation();
  const session = useSession();
  const report = useReportEmail(session.tenantId);
  const [sender, setSender] = useState("");
  const [subject, setSubject] = useState("");
  const [headers, setHeaders] = useState("");
  const [comment, setComment] = useState("");
  const [senderError, setSenderError] = useState<string | undefined>();
  const [result, setResult] = useState<ReportResult | null>(null);
  const senderRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (session.status === "loading") return <Spinner />;
  if (!session.tenantId) return <NoOrganization />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sender.trim() === "") {
      setSenderError(t("reportButton.report.senderRequired"));
      senderRef.current?.focus();
      return;
    }
    // The reporter's own headers may hold a message id: the same email reported twice is one report.
    const messageId = /^message-id:\s*(\S+)/im.exec(headers)?.[1];
    const saved = await report.mutate({
      sender: sender.trim(),
      subject: subject.trim(),
      ...(headers.trim() ? { headers: headers.slice(0, MAX_HEADERS) } : {}),
      ...(messageId ? { messageId: messageId.slice(0, 500) } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
    if (!saved) return;
    setResult(saved);
    onReported?.({ kind: saved.kind, reportId: saved.reportId });
  };

  const again = () => {
    setSender("");
    setSubject("");
    setHeaders("");
    setComment("");
    setResult(null);
    report.reset();
  };

  if (result) {
    const simulation = result.kind === "Simulation";
    return (
      <Card className={css.root}>
        <div className={css.result} role="status">
          <h2 ref={resultRef} tabIndex={-1} className={css.resultTitle}>
            {t(simulation ? "reportButton.report.simulationTitle" : "reportButton.report.thanksTitle")}
          </h2>
          <p className={css.resultText}>
            {t(simulation ? "reportButton.report.simulationBody" : "reportButton.report.thanksBody")}
          </p>
          <Button variant="secondary" onClick={again}>
            {t("reportButton.report.another")}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className={css.root} title={t("reportButton.report.title")}>
      <form className={parts.form} noValidate onSubmit={onSubmit}>
        <p className={css.intro}>{t("reportButton.report.intro")}</p>
        {report.status === "error" && <ErrorBanner error={report.error} onDismiss={report.reset} />}
        <TextField
          ref={senderRef}
          label={t("reportButton.report.sender")}
          hint={t("reportButton.report.senderHint")}
          name="sender"
          required
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          value={sender}
          error={senderError}
          onChange={(event) => {
            setSender(event.target.value);
            setSenderError(undefined);
          }}
        />
        <TextField
          label={t("reportButton.report.subject")}
          name="subject"
          maxLength={1000}
          autoComplete="off"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <details className={css.details}>
          <summary className={css.summary}>{t("reportButton.report.headersToggle")}</summary>
          <TextAreaField
            label={t("reportButton.report.headers")}
            hint={t("reportButton.report.headersHint")}
            name="headers"
            rows={6}
            spellCheck={false}
            value={headers}
            onChange={(event) => setHeaders(event.target.value)}
          />
        </details>
        <TextAreaField
          label={t("reportButton.report.comment")}
          name="comment"
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <div className={parts.formActions}>
          <Button type="submit" loading={report.status === "pending"}>
            {t("reportButton.report.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
