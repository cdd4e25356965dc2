import { type Ref, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Brand } from "../../../components/Brand/Brand";
import { Button } from "../../../components/Button/Button";
import * as buttonCss from "../../../components/Button/Button.css";
import { errorMessage } from "../../../components/ErrorBanner/errorMessage";
import { Icon } from "../../../components/Icon/Icon";
import { Link } from "../../../components/Link/Link";
import { useResendVerification } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { isLanguage, type Language, languages } from "../../../i18n/languages";
import { visuallyHidden } from "../../../styles/utils.css";
import { NotificationBell } from "../../Notifications/NotificationBell/NotificationBell";
import { isSuperAdmin } from "../access";
import { OrgMenu } from "../OrgMenu/OrgMenu";
import { administrationLanding, type ShellView } from "../Sidebar/sidebarItems";
import { useOptionalToast } from "../useOptionalToast";
import * as css from "./TopBar.css";

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The view shown: selects the matching button of the Platform/Administration switcher. */
  view: ShellView;
  /**
   * Called when the user switches view; the top bar then navigates to the view's landing page
   * (`/`, or the first administration page the super-admin may use).
   */
  onViewChange?: (view: ShellView) => void;
  /**
   * Called with the chosen interface language (En/Sr), after the widgets' own language changed;
   * the web app persists it.
   */
  onLanguageChange?: (lang: Language) => void;
  /**
   * The narrow layout's navigation drawer: when given, a menu button at the start opens it
   * (`aria-expanded` follows `open`, `aria-controls` names the drawer).
   */
  drawer?: { open: boolean; controls: string; onToggle: () => void; buttonRef?: Ref<HTMLButtonElement> };
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * The shell's fixed top bar (64 px): brand; the Platform/Administration switcher for users with
 * any super-admin permission; Verify Email for unverified users (plus a 40 px banner below the
 * bar), or Get Started and Preview Awareness Training for verified users without an
 * organisation; the En/Sr language switch; the notification bell; and the organisation menu.
 *
 * "Verify Email" reports through the nearest `ToastProvider` ({@link AppShell} has one).
 */
export function TopBar({ view, onViewChange, onLanguageChange, drawer, className }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { navigate } = useRuntime();
  const signedIn = session.status === "signedIn";
  const user = session.user;
  const unverified = signedIn && user !== undefined && !user.isVerified;
  const withoutOrganization = signedIn && user?.isVerified === true && session.isDemo;
  const language: Language = isLanguage(i18n.language) ? i18n.language : "en";

  const switchView = (next: ShellView) => {
    if (next === view) return;
    onViewChange?.(next);
    navigate(next === "administration" ? administrationLanding(session.superAdminPermissions) : "/");
  };

  return (
    <header className={[css.root, className].filter(Boolean).join(" ")}>
      <div className={css.bar}>
        {drawer && (
          <button
            ref={drawer.buttonRef}
            type="button"
            className={css.menuButton}
            aria-expanded={drawer.open}
            aria-controls={drawer.controls}
            aria-label={t("shell.sidebar.open")}
            onClick={drawer.onToggle}
          >
            <Icon name="menu" size={20} />
          </button>
        )}
        <Link href="/" variant="plain" className={css.brand}>
          <Brand nameClassName={css.brandName} />
        </Link>

        {signedIn && isSuperAdmin(session) && (
          // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
          <div role="group" aria-label={t("shell.view.label")} className={css.segmented}>
            {(["platform", "administration"] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                className={css.segment}
                title={t(`shell.view.${option}`)}
                onClick={() => switchView(option)}
              >
                <Icon name={option === "platform" ? "grid" : "settings"} size={18} />
                <span className={css.collapsibleLabel}>{t(`shell.view.${option}`)}</span>
              </button>
            ))}
          </div>
        )}

        <div className={css.spacer} />

        <div className={css.actions}>
          {unverified && <VerifyEmailButton />}
          {withoutOrganization && (
            <>
              <Link
                href="/awareness/assignments"
                variant="bare"
                className={[buttonCss.variant.secondary, css.linkButton, css.hideOnPhone].join(" ")}
                title={t("shell.previewTraining")}
              >
                <Icon name="cap" size={18} />
                <span className={css.wideLabel}>{t("shell.previewTraining")}</span>
              </Link>
              <Link
                href="/organizations/setup"
                variant="bare"
                className={[buttonCss.variant.primary, css.linkButton].join(" ")}
                title={t("shell.getStarted")}
              >
                <Icon name="plus" size={18} />
                <span className={css.collapsibleLabel}>{t("shell.getStarted")}</span>
              </Link>
            </>
          )}

          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset. */}
          <div role="group" aria-label={t("shell.language.label")} className={css.segmented}>
            {languages.map((lang) => (
              <button
                key={lang}
                type="button"
                lang={lang}
                aria-pressed={language === lang}
                title={t(`shell.language.${lang}Name`)}
                className={css.segment}
                onClick={() => {
                  if (lang === language) return;
                  void i18n.changeLanguage(lang);
                  onLanguageChange?.(lang);
                }}
              >
                {t(`shell.language.${lang}`)}
                <span className={visuallyHidden}> {t(`shell.language.${lang}Name`)}</span>
              </button>
            ))}
          </div>

          {signedIn && <NotificationBell />}
          {signedIn && <OrgMenu />}
        </div>
      </div>
      {unverified && (
        <div className={css.banner}>
          <Icon name="mailCheck" size={18} />
          <p className={css.bannerText}>{t("shell.verifyEmail.banner")}</p>
        </div>
      )}
    </header>
  );
}

/** Sends the verification email again; "Email sent" or "Error happened" as a toast. */
function VerifyEmailButton() {
  const { t } = useTranslation();
  const toast = useOptionalToast();
  // Without a toaster (a top bar on its own) the result is shown beside the button instead.
  const [inline, setInline] = useState<string | undefined>();
  // Why it failed, so the toast can say it under "Error happened".
  const failure = useRef<unknown>(undefined);
  const resend = useResendVerification((error) => {
    failure.current = error;
  });

  const send = async () => {
    setInline(undefined);
    failure.current = undefined;
    const failed = (await resend.mutate(undefined)) === undefined;
    const reason = failed ? errorMessage(failure.current, t) : undefined;
    if (toast) {
      toast.show(
        failed
          ? { variant: "error", title: t("errors.generic"), message: reason ?? "" }
          : { variant: "success", message: t("success.emailSent") },
      );
    } else setInline(failed ? `${t("errors.generic")}: ${reason}` : t("success.emailSent"));
  };

  return (
    <>
      <Button
        variant="primary"
        loading={resend.status === "pending"}
        title={t("shell.verifyEmail.button")}
        className={css.compactButton}
        onClick={() => void send()}
      >
        <Icon name="mailCheck" size={18} />
        <span className={css.collapsibleLabel}>{t("shell.verifyEmail.button")}</span>
      </Button>
      {!toast && (
        <span className={inline ? css.inlineStatus : visuallyHidden} role="status">
          {inline}
        </span>
      )}
    </>
  );
}
