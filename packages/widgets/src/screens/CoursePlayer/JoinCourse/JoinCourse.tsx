import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { isEmail } from "../../../components/Form/validation";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { InvalidLink, OrganizationLine, useDuration } from "../CoursePlayer/CoursePlayer";
import * as css from "../CoursePlayer/CoursePlayer.css";
import { type CourseInvitation, useCourseInvitation, useRequestInvitation } from "../queries";

/** Props of {@link JoinCourse}. */
export interface JoinCourseProps {
  /** The course's invitation-link token (the `/learn/join/{token}` part). */
  token: string;
  /** Extra class names on the root element. */
  className?: string;
}

/** A 404 (link off or revoked) and a token that is not one read as one thing to the visitor. */
const isInvalid = (error: unknown) => [400, 404, 422].includes(toApiError(error).statusCode);

/**
 * The page of a course's invitation link: whose course it is (the organisation's logo and name),
 * the course and its expected time, then the visitor gives their work email and the API sends
 * the invitation to that address if it is a person of the organisation. The confirmation is the
 * same whatever the address (the API answers the same), so the page reveals nobody; a link that
 * is off or revoked shows "not valid" at once.
 */
export function JoinCourse({ token, className }: JoinCourseProps) {
  const { t } = useTranslation();
  const invitation = useCourseInvitation(token);
  const request = useRequestInvitation(token);
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  const rootClass = className ? `${css.root} ${className}` : css.root;
  if (
    token === "" ||
    (invitation.status === "error" && isInvalid(invitation.error)) ||
    (request.status === "error" && toApiError(request.error).statusCode === 404)
  ) {
    return (
      <div className={rootClass}>
        <InvalidLink />
      </div>
    );
  }
  if (invitation.status === "pending") {
    return (
      <div className={rootClass}>
        <Spinner label={t("player.loading")} />
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.status === "pending") return;
    const value = email.trim();
    const error = !value ? t("player.join.emailRequired") : isEmail(value) ? undefined : t("player.join.emailInvalid");
    setProblem(error);
    if (error) {
      input.current?.focus();
      return;
    }
    if (await request.mutate(value)) setSent(true);
  };

  return (
    <div className={rootClass}>
      <section className={`${css.card} ${css.narrow}`} aria-labelledby="bulwark-join-title">
        {/* Any other failure to load it leaves the form: the request itself may still go through. */}
        {invitation.data && <CourseSummary invitation={invitation.data} />}
        <h1 id="bulwark-join-title" ref={heading} tabIndex={-1} className={css.title}>
          {sent ? t("player.join.sentTitle") : t("player.join.title")}
        </h1>
        {sent ? (
          <p className={css.text} role="status">
            {t("player.join.sent")}
          </p>
        ) : (
          <form className={css.form} noValidate onSubmit={onSubmit} aria-labelledby="bulwark-join-title">
            <p className={css.muted}>{t("player.join.description")}</p>
            {request.status === "error" && <ErrorBanner error={request.error} />}
            <TextField
              ref={input}
              label={t("player.join.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              error={problem}
              onChange={(event) => {
                setEmail(event.target.value);
                if (problem) setProblem(undefined);
              }}
            />
            <div className={css.actions}>
              <Button type="submit" loading={request.status === "pending"}>
                {t("player.join.submit")}
              </Button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}

/** Whose course the link opens, its name, description and expected time. */
function CourseSummary({ invitation }: { invitation: CourseInvitation }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const { name, description, language, expectedMinutes } = invitation.course;
  const lang = language.toLowerCase();
  return (
    <>
      <OrganizationLine organization={invitation.organization} />
      <p className={css.courseName} lang={lang}>
        {name}
      </p>
      {description && (
        <p className={css.muted} lang={lang}>
          {description}
        </p>
      )}
      {expectedMinutes > 0 && (
        <dl className={css.facts}>
          <div className={css.fact}>
            <dt className={css.factLabel}>{t("player.start.expectedTime")}</dt>
            <dd className={css.factValue}>{duration(expectedMinutes * 60)}</dd>
          </div>
        </dl>
      )}
    </>
  );
}
