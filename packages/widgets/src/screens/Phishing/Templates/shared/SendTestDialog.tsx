import type { PhishingTemplate } from "@bulwark/client";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, toApiError } from "../../../../components/ErrorBanner/errorMessage";
import { FormDialog } from "../../../../components/FormDialog/FormDialog";
import { Select } from "../../../../components/Select/Select";
import { TextField } from "../../../../components/TextField/TextField";
import { useToast } from "../../../../components/Toast/Toaster";
import { useSession } from "../../../../data/session";
import { useSendingProfiles, useSendTestEmail } from "../queries";
import { apiFieldErrors, type FieldErrors, looksLikeEmail } from "./phishing";
import * as css from "./phishing.css";

/** Props of {@link SendTestDialog}. */
export interface SendTestDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The template to send, as saved (the test renders the stored template); absent, the dialog
   * lets the user pick one of `templates` (the sending profiles' test).
   */
  template?: Pick<PhishingTemplate, "id" | "name">;
  /** The templates to choose from when no `template` is given. */
  templates?: readonly Pick<PhishingTemplate, "id" | "name">[];
  /** The sending profile chosen at first; absent, the platform's default. */
  sendingProfileId?: string;
}

/**
 * The seeds' send-test dialog (`templates/send-testing`): one address (the user's own at first),
 * optional names for the made-up target and the sending profile to send through (or the
 * platform's default). The test is marked three ways by the API ("[TEST]" subject, a banner, a
 * header) and records nothing; an SMTP server that refuses it answers with its reason, shown here.
 */
export function SendTestDialog({ open, onClose, template, templates = [], sendingProfileId }: SendTestDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const profiles = useSendingProfiles(session.tenantId, open);
  const send = useSendTestEmail();
  const first = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(session.user?.email ?? "");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [profileId, setProfileId] = useState(sendingProfileId ?? "");
  const [templateId, setTemplateId] = useState(template?.id ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();

  // A refusal arrives with the mutation's next state: an address the API refused at its field,
  // anything else (the SMTP server's reason) above the fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new failure only.
  useEffect(() => {
    if (send.status !== "error") return;
    const { code, message } = toApiError(send.error);
    const byField = apiFieldErrors(send.error);
    if (byField.email) setErrors({ email: byField.email });
    // The SMTP server's own reason ("The email was not sent: 535 ..."), which the user must read.
    else if (code === "SendFailed" && message) setFailure(message);
    else setFailure(errorMessage(send.error, t) || t("phishingContent.errorHappened"));
  }, [send.status, send.error]);

  const onSubmit = async () => {
    const found: FieldErrors = {};
    if (!templateId) found.templateId = t("phishingContent.messages.templateRequired");
    if (!email.trim()) found.email = t("phishingContent.messages.emailRequired");
    else if (!looksLikeEmail(email)) found.email = t("phishingContent.messages.emailInvalid");
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const result = await send.mutate({
      templateId,
      email: email.trim(),
      sendingProfileId: profileId || null,
      ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
      ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
    });
    if (!result) return;
    toast.show({ variant: "success", message: t("phishingContent.sendTest.sent", { email: result.sentTo }) });
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("phishingContent.sendTest.title")}
      submitLabel={t("phishingContent.sendTest.submit")}
      onSubmit={() => void onSubmit()}
      busy={send.status === "pending"}
      initialFocusRef={first}
      {...(failure ? { error: failure, onDismissError: () => setFailure(undefined) } : {})}
    >
      <p className={css.muted}>
        {template
          ? t("phishingContent.sendTest.intro", { name: template.name })
          : t("phishingContent.sendTest.introPick")}
      </p>
      {!template && (
        <Select
          label={t("phishingContent.sendTest.template")}
          required
          placeholder={t("phishingContent.sendTest.chooseTemplate")}
          options={templates.map((item) => ({ value: item.id, label: item.name }))}
          value={templateId}
          error={errors.templateId}
          onChange={(event) => setTemplateId(event.target.value)}
        />
      )}
      <TextField
        ref={first}
        label={t("phishingContent.sendTest.email")}
        type="email"
        required
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className={css.row}>
        <TextField
          label={t("phishingContent.sendTest.firstName")}
          maxLength={100}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label={t("phishingContent.sendTest.lastName")}
          maxLength={100}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <Select
        label={t("phishingContent.sendTest.profile")}
        options={[
          { value: "", label: t("phishingContent.sendTest.platformDefault") },
          ...(profiles.data?.items ?? []).map((profile) => ({
            value: profile.id,
            label: `${profile.name} (${profile.fromAddress})`,
          })),
        ]}
        value={profileId}
        onChange={(event) => setProfileId(event.target.value)}
      />
      <p className={css.muted}>{t("phishingContent.sendTest.marked")}</p>
    </FormDialog>
  );
}
