import type { Tenant } from "@bulwark/client";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Page } from "../../../components/Page/Page";
import { withToasts } from "../../../components/ScreenParts/ScreenParts";
import * as parts from "../../../components/ScreenParts/ScreenParts.css";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { useCreateOrganization } from "../queries";
import { organizationFailure } from "../shared/errors";
import { OrganizationFields, type OrganizationValues, validateOrganization } from "../shared/OrganizationFields";

/** Props of {@link OrganizationSetup}. */
export interface OrganizationSetupProps {
  /** Called with the new organisation once it is created and active (e.g. go to the dashboard). */
  onCreated?: (tenant: Tenant) => void;
  /** Colour proposed for the new organisation. Defaults to a calm blue. */
  defaultColor?: string;
}

/**
 * Creates the user's first organisation (route `/organizations/setup`): name, web address,
 * colour and industry. On success the session is reloaded, the new organisation becomes active and
 * `onCreated` is called. A refusal shows the server's message (e.g. "Verify your email first").
 */
function OrganizationSetupScreen({ onCreated, defaultColor = "#3056d3" }: OrganizationSetupProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const [values, setValues] = useState<OrganizationValues>({ name: "", webUrl: "", color: defaultColor, industry: "" });
  const [submitted, setSubmitted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const webUrlRef = useRef<HTMLInputElement>(null);
  const errors = submitted ? validateOrganization(values, t) : {};

  const create = useCreateOrganization();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateOrganization(values, t);
    if (found.name) return nameRef.current?.focus();
    if (found.webUrl) return webUrlRef.current?.focus();
    if (found.color) return;
    const tenant = await create.mutate(values);
    if (!tenant) return;
    toast.show({ variant: "success", message: t("organizations.setup.created") });
    await session.reload();
    session.switchTenant(tenant.id);
    onCreated?.(tenant);
  };

  return (
    <Page title={t("organizations.setup.title")} description={t("organizations.setup.intro")} width="reading">
      <Card>
        <form className={parts.form} noValidate onSubmit={onSubmit}>
          {create.status === "error" && (
            <ErrorBanner message={organizationFailure(create.error, t)} onDismiss={create.reset} />
          )}
          <OrganizationFields
            values={values}
            errors={errors}
            nameRef={nameRef}
            webUrlRef={webUrlRef}
            onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
          />
          <div className={parts.formActions}>
            <Button type="submit" loading={create.status === "pending"}>
              {t("organizations.setup.submit")}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}

export const OrganizationSetup = withToasts(OrganizationSetupScreen);
