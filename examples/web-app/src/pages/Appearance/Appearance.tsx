import { Card, type ThemeName } from "@bulwark/widgets";
import { usePreferences } from "../../app/Root";
import { useAppTranslation } from "../../i18n";
import * as css from "./Appearance.css";

const themeNames: readonly ThemeName[] = ["light", "dark"];

/** The light/dark choice, remembered in this browser (shown under the account settings). */
export function Appearance() {
  const { t } = useAppTranslation();
  const { theme, setTheme } = usePreferences();
  return (
    <div className={css.root}>
      <Card title={t("appearance.title")} description={t("appearance.description")}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset. */}
        <div role="group" aria-label={t("appearance.theme")} className={css.segmented}>
          {themeNames.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={theme === name}
              className={css.segment}
              onClick={() => setTheme(name)}
            >
              {t(`appearance.${name}`)}
            </button>
          ))}
        </div>
      </Card>
    </div>
  );
}
