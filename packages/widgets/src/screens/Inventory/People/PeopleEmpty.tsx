import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { EmptyState } from "../../../components/EmptyState/EmptyState";
import { Link } from "../../../components/Link/Link";
import { TemplateLink } from "../PeopleImport/template";
import * as css from "./People.css";

/** Props of {@link PeopleEmpty}. */
export interface PeopleEmptyProps {
  /** Whether the user may import and sync (CrudInventory); read-only users are told who can. */
  canEdit: boolean;
  directorySyncHref: string;
  onImport: () => void;
}

/**
 * An organisation without people: the two ways in (a CSV file, with its template, or a directory
 * sync) for those who keep the inventory; who can add people for everyone else.
 */
export function PeopleEmpty({ canEdit, directorySyncHref, onImport }: PeopleEmptyProps) {
  const { t } = useTranslation();
  if (!canEdit)
    return (
      <EmptyState
        headingLevel={2}
        title={t("inventory.people.empty.title")}
        description={t("inventory.people.empty.readOnly")}
      />
    );
  return (
    <EmptyState
      headingLevel={2}
      title={t("inventory.people.empty.title")}
      description={
        <>
          <p className={css.emptyText}>{t("inventory.people.empty.intro")}</p>
          <ul className={css.emptyList}>
            <li>{t("inventory.people.empty.csv")}</li>
            <li>{t("inventory.people.empty.directory")}</li>
          </ul>
        </>
      }
      action={
        <div className={css.emptyActions}>
          <Button onClick={onImport}>{t("inventory.people.importCsv")}</Button>
          <Link href={directorySyncHref}>{t("inventory.people.sync.setUp")}</Link>
          <TemplateLink className={css.emptyTemplate} />
        </div>
      }
    />
  );
}
