// Compiled by `tsc -p .` (typecheck), never run: the declarations derived from the registry.
import type {} from "../src/index";

export function declarations() {
  const signIn = document.createElement("bulwark-sign-in");
  const mode: "login" | "register" | "passwordRecover" = signIn.mode;
  const lang: "en" | "sr" = signIn.lang;
  signIn.fetchToken = async () => "token";
  // @ts-expect-error not one of the modes
  signIn.mode = 1;
  const section: "profile" | "password" | "twoFactor" | "sessions" | null | undefined =
    document.querySelector("bulwark-account-settings")?.section;
  document.addEventListener("bulwark-navigate", (event) => {
    const to: string = event.detail.to;
    void to;
  });
  return { mode, lang, section };
}

export function Jsx() {
  return (
    <>
      <bulwark-sign-in
        api-url="https://bulwark.example.com"
        token="embed"
        lang="sr"
        theme="dark"
        mode="register"
        onbulwark-signed-in={(event) => event.detail.recoveryKey}
        onbulwark-navigate={(event) => event.preventDefault()}
      />
      {/* @ts-expect-error not a language */}
      <bulwark-account-settings lang="de" />
      <bulwark-verify-email verification-token="abc" sign-in-href="/login" />
    </>
  );
}
