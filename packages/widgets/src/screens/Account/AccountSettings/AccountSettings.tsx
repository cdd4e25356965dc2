import type { User } from "@bulwark/client";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Page } from "../../../components/Page/Page";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Tabs } from "../../../components/Tabs/Tabs";
import { useSession } from "../../../data/session";
import * as css from "./AccountSettings.css";
import { ProfileSection } from "./ProfileSection";

// The other tabs load when opened: the profile paints without the password meter, the two-factor
// set-up or the sessions table (TanStack Table).
const PasswordSection = lazyPart(() => import("./PasswordSection").then((m) => m.PasswordSection));
const TwoFactorSection = lazyPart(() => import("./TwoFactorSection").then((m) => m.TwoFactorSection));
const SessionsSection = lazyPart(() => import("./SessionsSection").then((m) => m.SessionsSection));

/** The sections of the account settings (the web app maps `/account-settings/two-factor-authentication` to `twoFactor`). */
export type AccountSection = "profile" | "password" | "twoFactor" | "sessions";

/** Props of {@link AccountSettings}. */
export interface AccountSettingsProps {
  /** The section shown. Defaults to `profile`. Changing it switches the tab. */
  section?: AccountSection;
  /** Called when the user picks another section, so the host can keep its URL in step. */
  onSectionChange?: (section: AccountSection) => void;
  /** Extra class names on the root element. */
  className?: string;
}

/**
 * The signed-in user's settings, in tabs: profile, password, two-factor authentication and
 * sessions.
 */
export function AccountSettings({ section: requested = "profile", onSectionChange, className }: AccountSettingsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [section, setSection] = useState<AccountSection>(requested);
  useEffect(() => setSection(requested), [requested]);
  const user = useSteadyUser();

  let content: ReactNode;
  if (session.embedded) {
    content = <p className={css.notice}>{t("account.notAvailable")}</p>;
  } else if (!user) {
    content =
      session.status === "loading" ? (
        <div className={css.center}>
          <Spinner size="large" />
        </div>
      ) : (
        <p className={css.notice}>{t("account.signedOut")}</p>
      );
  } else {
    content = (
      <Tabs
        label={t("account.sectionsLabel")}
        selectedId={section}
        onSelect={(id) => {
          setSection(id as AccountSection);
          onSectionChange?.(id as AccountSection);
        }}
        items={[
          {
            id: "profile",
            label: t("account.sections.profile"),
            content: <ProfileSection key={user.id} user={user} />,
          },
          { id: "password", label: t("account.sections.password"), content: <PasswordSection /> },
          { id: "twoFactor", label: t("account.sections.twoFactor"), content: <TwoFactorSection user={user} /> },
          { id: "sessions", label: t("account.sections.sessions"), content: <SessionsSection /> },
        ]}
      />
    );
  }

  return (
    <Page title={t("account.title")} description={t("account.description")} width="reading" className={className}>
      {content}
    </Page>
  );
}

/**
 * The signed-in user, kept while it reloads: a token change (`session.signIn` after a password
 * change) briefly empties the session, and the open forms and their messages must survive it.
 */
function useSteadyUser(): User | undefined {
  const session = useSession();
  const last = useRef<User | undefined>(undefined);
  if (session.user) last.current = session.user;
  else if (session.status === "signedOut") last.current = undefined;
  return last.current;
}
