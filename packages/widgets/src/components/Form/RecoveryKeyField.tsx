import { useTranslation } from "react-i18next";
import { TextField, type TextFieldProps } from "../TextField/TextField";
import { RECOVERY_KEY_LENGTH } from "./validation";

/**
 * The recovery-key input, wherever a key is typed (the sign-in step, turning two-factor off):
 * labelled "Recovery key", no autocomplete or spell-checking, capitals, and room for the key
 * typed in groups with spaces or dashes (`normalizeRecoveryKey` drops them).
 */
export function RecoveryKeyField(props: Omit<TextFieldProps, "label">) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.fields.recoveryKey")}
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={RECOVERY_KEY_LENGTH * 2}
      {...props}
    />
  );
}
