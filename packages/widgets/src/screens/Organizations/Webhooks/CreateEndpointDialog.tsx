import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { FormDialog } from "../../../components/FormDialog/FormDialog";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { organizationFailure } from "../shared/errors";
import { DOMAIN_EVENT_TYPES, type DomainEventType, type EndpointWithSecret, useCreateWebhook } from "./queries";
import * as css from "./Webhooks.css";

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** "Add endpoint": URL, description and events; on success the caller shows the signing secret once. */
export default function CreateEndpointDialog({
  open,
  tenantId,
  onClose,
  onCreated,
}: {
  open: boolean;
  tenantId: string;
  onClose: () => void;
  onCreated: (e: EndpointWithSecret) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [types, setTypes] = useState<DomainEventType[]>([...DOMAIN_EVENT_TYPES]);
  const [submitted, setSubmitted] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const create = useCreateWebhook(tenantId);
  const urlError = !submitted
    ? undefined
    : url.trim() === ""
      ? t("validation.fieldRequired", { field: t("webhooks.url") })
      : isHttpUrl(url.trim())
        ? undefined
        : t("webhooks.urlInvalid");
  const typesError = submitted && types.length === 0 ? t("webhooks.eventTypesRequired") : undefined;

  const onSubmit = async () => {
    setSubmitted(true);
    if (url.trim() === "" || !isHttpUrl(url.trim())) return urlRef.current?.focus();
    if (types.length === 0) return;
    const created = await create.mutate({
      url: url.trim(),
      description: description.trim(),
      eventTypes: types,
      enabled: true,
    });
    if (!created) return;
    setUrl("");
    setDescription("");
    setSubmitted(false);
    toast.show({ variant: "success", message: t("webhooks.created") });
    onCreated(created);
  };

  const toggle = (type: DomainEventType, on: boolean) =>
    setTypes((current) => DOMAIN_EVENT_TYPES.filter((x) => (x === type ? on : current.includes(x))));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("webhooks.createTitle")}
      submitLabel={t("webhooks.create")}
      busy={create.status === "pending"}
      onSubmit={onSubmit}
      initialFocusRef={urlRef}
      error={create.status === "error" ? organizationFailure(create.error, t) : undefined}
      onDismissError={create.reset}
    >
      <TextField
        ref={urlRef}
        label={t("webhooks.url")}
        hint={t("webhooks.urlHint")}
        name="url"
        type="url"
        required
        autoComplete="off"
        value={url}
        error={urlError}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        label={t("webhooks.description")}
        hint={t("webhooks.descriptionHint")}
        name="description"
        autoComplete="off"
        maxLength={500}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className={css.eventTypes}>
        <legend className={css.legend}>{t("webhooks.eventTypes")}</legend>
        {DOMAIN_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={t(`domainEvents.${type}`)}
            checked={types.includes(type)}
            onChange={(event) => toggle(type, event.target.checked)}
          />
        ))}
        {typesError && (
          <p className={css.fieldError} role="alert">
            {typesError}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
