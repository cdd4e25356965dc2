import type { Tenant } from "@bulwark/client";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/AuthCard/AuthCard";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { toApiError } from "../../../components/ErrorBanner/errorMessage";
import { ButtonLink, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { useSession } from "../../../data/session";
import { useAcceptInvitation, useInvitationPreview } from "../queries";
import { organizationFailure } from "../shared/errors";
import * as css from "./AcceptInvitation.css";

/** Path of this page (seeds, route table). */
export const ACCEPT_INVITATION_PATH = "/organizations/invitation/accept";

/** Props of {@link AcceptInvitation}. */
export interface AcceptInvitationProps {
  /** The token of the invitation link; defaults to the page's `token` query value. */
  token?: string | null;
  /** Called with the organisation once joined and made active (e.g. go to the dashboard). */
  onAccepted?: (tenant: Tenant) => void;
}

function tokenFromLocation(): string | null {
  try {
    return new URLSearchParams(globalThis.location?.search ?? "").get("token");
  } catch {
    return null;
  }
}

/** Where "Sign in" goes: the auth page, coming back here afterwards. */
export function signInHref(token: string): string {
  const back = `${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  return `/auth?from=${encodeURIComponent(back)}`;
}

/** Where "Create an account" goes: registration carrying the invitation. */
export function registerHref(token: string): string {
  return `/auth?authType=register&organizationToken=${encodeURIComponent(token)}`;
}

/**
 * The page an invitation link opens (`/organizations/invitation/accept?token=...`). It names the
 * organisation and the inviter (public preview), then: signed in as the invited address → Accept,
 * which joins, reloads the session and makes the organisation active; signed out → sign in or
 * create an account; signed in as someone else → sign out first. An unknown, used or withdrawn
 * link reads "Invitation not valid".
 */
function AcceptInvitationScreen({ token: tokenProp, onAccepted }: AcceptInvitationProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toast = useToast();
  const token = useMemo(() => tokenProp ?? tokenFromLocation(), [tokenProp]);

  const preview = useInvitationPreview(token);

  const accept = useAcceptInvitation();

  const onAccept = async () => {
    if (!token) return;
    const tenant = await accept.mutate(token);
    if (!tenant) return;
    toast.show({ variant: "success", message: t("organizations.accept.accepted") });
    await session.reload();
    session.switchTenant(tenant.id);
    onAccepted?.(tenant);
  };

  const previewStatus = toApiError(preview.error).statusCode;
  const invalid =
    !token ||
    (preview.status === "success" && !preview.data?.valid) ||
    (preview.status === "error" && (previewStatus === 400 || previewStatus === 404 || previewStatus === 422));

  // One card whatever the state: the title says where the visitor stands, the content what to do.
  let title: string = t("organizations.accept.title");
  let eyebrow: string | undefined;
  let description: ReactNode;
  let body: ReactNode;
  if (invalid) {
    title = t("errors.invitationNotValid");
    description = t("organizations.accept.invalidHint");
  } else if (preview.status === "error") {
    body = <ErrorBanner error={preview.error} onRetry={() => void preview.refetch()} />;
  } else if (!preview.data || session.status === "loading") {
    body = <Spinner />;
  } else {
    const invitation = preview.data;
    const invitedEmail = invitation.email ?? "";
    const userEmail = session.user?.email ?? "";
    const isInvitee = session.status === "signedIn" && userEmail.toLowerCase() === invitedEmail.toLowerCase();
    eyebrow = t("organizations.accept.title");
    title = t("organizations.accept.invitedTo", { organization: invitation.tenantName ?? "" });
    description = (
      <>
        {invitation.invitedBy && (
          <span className={css.line}>{t("organizations.accept.invitedBy", { name: invitation.invitedBy })}</span>
        )}
        {invitedEmail && <span className={css.line}>{t("organizations.accept.sentTo", { email: invitedEmail })}</span>}
      </>
    );
    body = (
      <>
        {accept.status === "error" && (
          <ErrorBanner message={organizationFailure(accept.error, t)} onDismiss={accept.reset} />
        )}
        {session.status === "signedOut" ? (
          <>
            <p className={css.prompt}>{t("organizations.accept.signInPrompt", { email: invitedEmail })}</p>
            <div className={css.actions}>
              <ButtonLink href={signInHref(token)}>{t("organizations.accept.signIn")}</ButtonLink>
              <ButtonLink href={registerHref(token)} variant="secondary">
                {t("organizations.accept.register")}
              </ButtonLink>
            </div>
          </>
        ) : isInvitee ? (
          <div className={css.actions}>
            <Button loading={accept.status === "pending"} onClick={onAccept}>
              {t("organizations.accept.accept")}
            </Button>
          </div>
        ) : (
          <>
            <p className={css.prompt}>
              {t("organizations.accept.wrongAccount", { email: invitedEmail, current: userEmail })}
            </p>
            <div className={css.actions}>
              <Button variant="secondary" onClick={() => void session.signOut()}>
                {t("organizations.accept.signOut")}
              </Button>
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <AuthCard
      title={title}
      eyebrow={eyebrow}
      description={description}
      busy={!invalid && !preview.data && preview.status !== "error"}
    >
      <div className={css.body} aria-live="polite">
        {body}
      </div>
    </AuthCard>
  );
}

export const AcceptInvitation = withToasts(AcceptInvitationScreen);
