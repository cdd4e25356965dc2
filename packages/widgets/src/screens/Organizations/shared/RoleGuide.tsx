import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ROLES, roleDescription, roleLabel } from "./labels";
import * as css from "./RoleGuide.css";

/**
 * "What each role may do": every role with its one line, folded under a list of members or an
 * invitation form, so the role names in the list are never a riddle. It lives in the
 * organizations domain because the role words are that domain's strings.
 */
export function RoleGuide() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <details className={css.roleGuide} aria-labelledby={titleId}>
      <summary id={titleId} className={css.roleGuideTitle}>
        {t("organizations.roleGuide")}
      </summary>
      <dl className={css.roleGuideList}>
        {ROLES.map((role) => (
          <div key={role} className={css.roleGuideItem}>
            <dt className={css.roleGuideRole}>{roleLabel(t, role)}:</dt> <dd>{roleDescription(t, role)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
