import { type FormEvent, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { errorMessage } from "../../../components/ErrorBanner/errorMessage";
import { useForm } from "../../../components/Form/useForm";
import { validateEmail } from "../../../components/Form/validation";
import { TextField } from "../../../components/TextField/TextField";
import { useToast } from "../../../components/Toast/Toaster";
import { useRequestPasswordReset } from "../queries";
import { FormHeader, ModeLink } from "./parts";
import * as css from "./SignIn.css";
import type { SignInMode } from "./types";

export interface RecoverFormProps {
  focusHeading: boolean;
  onSwitch: (mode: SignInMode) => void;
}

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * success is "Email sent" and back to login; a failure is an "Error happened" toast.
 */
export function RecoverForm({ focusHeading, onSwitch }: RecoverFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm({ email: "" }, (v) => ({ email: validateEmail(v.email, t) }));
  const request = useRequestPasswordReset();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.status === "pending" || !form.check()) return;
    const done = await request.mutate(form.values.email.trim());
    if (done) {
      toast.show({ variant: "success", message: t("success.emailSent") });
      onSwitch("login");
    }
  };
  // "Error happened" (seeds) as the toast's title, and why under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure.
  useEffect(() => {
    if (request.status === "error") {
      toast.show({ variant: "error", title: t("errors.generic"), message: errorMessage(request.error, t) });
    }
  }, [request.status]);

  return (
    <form className={css.form} noValidate onSubmit={onSubmit}>
      <FormHeader focus={focusHeading} title={t("auth.recover.title")}>
        {t("auth.recover.description")}
      </FormHeader>
      <TextField
        ref={form.field("email")}
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set("email", e.target.value)}
      />
      <Button type="submit" className={css.submit} loading={request.status === "pending"}>
        {t("auth.recover.submit")}
      </Button>
      <div className={css.links}>
        <ModeLink to="login" onSwitch={onSwitch}>
          {t("auth.recover.backToLogin")}
        </ModeLink>
      </div>
    </form>
  );
}
