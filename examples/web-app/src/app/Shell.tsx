import { AppShell, useSession, viewOfPath } from "@bulwark/widgets";
import { useCallback } from "react";
import { Outlet, useLocation } from "react-router";
import { standalone } from "./app.css";
import { PageLoading } from "./guard";
import { usePreferences } from "./Root";

/** The application shell (top bar, sidebar, footer) around the signed-in routes. */
export function Shell() {
  const { pathname } = useLocation();
  const { setLang } = usePreferences();
  // The view follows the address: the administration area lives under /administration.
  const view = viewOfPath(pathname);
  const onLanguageChange = useCallback((lang: "en" | "sr") => setLang(lang), [setLang]);
  return (
    <AppShell
      view={view}
      currentPath={pathname}
      onLanguageChange={onLanguageChange}
      localEnvironment={import.meta.env.DEV}
    >
      <Outlet />
    </AppShell>
  );
}

/** The shell for a signed-in user, the bare page otherwise (the 404 works for both). */
export function ShellIfSignedIn() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  return session.status === "signedIn" ? <Shell /> : <Standalone />;
}

/** The frame of the pages without the shell: the page centred on its own. */
export function Standalone() {
  return (
    <main id="main" className={standalone}>
      <Outlet />
    </main>
  );
}
