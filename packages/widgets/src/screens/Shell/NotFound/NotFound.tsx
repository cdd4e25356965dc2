import { useId } from "react";
import { useTranslation } from "react-i18next";
import * as buttonCss from "../../../components/Button/Button.css";
import { Link } from "../../../components/Link/Link";
import * as css from "./NotFound.css";

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  /** Where "Go to the overview" leads; defaults to `/`. */
  homeHref?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/** The 404 screen for unknown paths, with a link home. */
export function NotFound({ homeHref = "/", className }: NotFoundProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={[css.root, className].filter(Boolean).join(" ")} aria-labelledby={titleId}>
      <p className={css.code} aria-hidden="true">
        {t("shell.notFound.code")}
      </p>
      <h1 id={titleId} className={css.title}>
        {t("shell.notFound.title")}
      </h1>
      <p className={css.message}>{t("shell.notFound.message")}</p>
      <Link href={homeHref} variant="bare" className={[buttonCss.variant.primary, css.home].join(" ")}>
        {t("shell.notFound.home")}
      </Link>
    </section>
  );
}
