import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import { Link } from "../../../components/Link/Link";
import { Modal } from "../../../components/Modal/Modal";
import { Page } from "../../../components/Page/Page";
import { Spinner } from "../../../components/Spinner/Spinner";
import { lacksFeature } from "../../../data/features";
import { useRuntime, useSession } from "../../../data/session";
import { useLibraryCounts } from "../queries";
import { NANO_PAGES_PATH } from "../shared/access";
import { canEditLearning, LESSONS_PATH } from "../shared/learning";
import { NANO_TYPES, type NanoType } from "../shared/nano";
import * as css from "./Library.css";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Props of {@link Library}. */
export interface LibraryProps {
  /** Where the Lessons card leads; defaults to `/library/organization-lessons`. */
  lessonsHref?: string;
  /** Where the Nano Pages card leads; defaults to `/library/organization-nano-pages`. */
  nanoPagesHref?: string;
  /** Where "Create content" → Lesson goes; defaults to `/library/organization-lessons/create`. */
  createLessonHref?: string;
  /**
   * Where "Create content" → a nano page type goes, with `?type=SimpleQuiz|VideoQuiz|CustomHTML`
   * added; defaults to `/library/organization-nano-pages/create`.
   */
  createNanoPageHref?: string;
  /** Where the Phishing Templates card leads; defaults to `/library/organization-templates`. */
  templatesHref?: string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * The library (`/library`, seeds: "Cards: Lessons, Nano Pages, Phishing Templates, Custom Content
 * (with a type-chooser dialog)"): each card says what it holds with the API's counts and leads
 * to its list; Phishing Templates leads to the template library when the organisation has the
 * phishing feature, and says it is not enabled otherwise. Custom Content asks what to create (a
 * lesson, or a nano page of one of the three types) and goes there.
 */
export function Library({
  lessonsHref = LESSONS_PATH,
  nanoPagesHref = NANO_PAGES_PATH,
  createLessonHref = `${LESSONS_PATH}/create`,
  createNanoPageHref = `${NANO_PAGES_PATH}/create`,
  templatesHref = "/library/organization-templates",
  contactEmail = "",
}: LibraryProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { navigate } = useRuntime();
  const ready = session.status === "signedIn" && Boolean(session.tenantId) && !lacksFeature(session, "learning");
  const counts = useLibraryCounts(session.tenantId, ready);
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<"lesson" | NanoType>("lesson");
  const formId = useId();

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "learning")) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;

  const figure = (value: number | undefined, key: "lessons" | "nanoPages") =>
    value === undefined ? (
      <p className={css.muted}>{counts.status === "error" ? t("learning.library.countsFailed") : "…"}</p>
    ) : (
      <p className={css.count}>{t(`learning.library.${key}.count`, { count: value })}</p>
    );

  return (
    <Page title={t("learning.library.title")} description={t("learning.library.description")}>
      <div className={css.grid}>
        <Card className={css.card} title={t("learning.library.lessons.title")}>
          <div className={css.body}>
            <p className={css.muted}>{t("learning.library.lessons.description")}</p>
            {figure(counts.data?.lessons, "lessons")}
            <Link href={lessonsHref}>{t("learning.library.lessons.open")}</Link>
          </div>
        </Card>
        <Card className={css.card} title={t("learning.library.nanoPages.title")}>
          <div className={css.body}>
            <p className={css.muted}>{t("learning.library.nanoPages.description")}</p>
            {figure(counts.data?.nanoPages, "nanoPages")}
            <Link href={nanoPagesHref}>{t("learning.library.nanoPages.open")}</Link>
          </div>
        </Card>
        <Card className={css.card} title={t("learning.library.templates.title")}>
          <div className={css.body}>
            <p className={css.muted}>{t("learning.library.templates.description")}</p>
            {lacksFeature(session, "phishing") ? (
              <p className={css.muted}>{t("learning.library.templates.notEnabled")}</p>
            ) : (
              <Link href={templatesHref}>{t("learning.library.templates.open")}</Link>
            )}
          </div>
        </Card>
        <Card className={css.card} title={t("learning.library.custom.title")}>
          <div className={css.body}>
            <p className={css.muted}>{t("learning.library.custom.description")}</p>
            {counts.data ? (
              <p className={css.detail}>
                {t("learning.library.custom.counts", {
                  lessons: counts.data.organizationLessons,
                  nanoPages: counts.data.organizationNanoPages,
                })}
              </p>
            ) : (
              <p className={css.muted}>{counts.status === "error" ? t("learning.library.countsFailed") : "…"}</p>
            )}
            {canEditLearning(session) && (
              <Button variant="secondary" onClick={() => setChoosing(true)}>
                {t("learning.library.custom.create")}
              </Button>
            )}
          </div>
        </Card>
      </div>
      <Modal
        open={choosing}
        onClose={() => setChoosing(false)}
        title={t("learning.library.custom.chooseTitle")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setChoosing(false)}>
              {t("learning.page.cancel")}
            </Button>
            <Button type="submit" form={formId}>
              {t("learning.library.custom.continue")}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            setChoosing(false);
            navigate(choice === "lesson" ? createLessonHref : `${createNanoPageHref}?type=${choice}`);
          }}
        >
          <fieldset className={css.choices}>
            <legend className={css.muted}>{t("learning.library.custom.chooseIntro")}</legend>
            {(["lesson", ...NANO_TYPES] as const).map((value) => (
              <label key={value} className={css.choice}>
                <input
                  type="radio"
                  name="contentType"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                />
                <span className={css.choiceText}>
                  <span className={css.choiceTitle}>
                    {value === "lesson"
                      ? t("learning.library.custom.lesson")
                      : t("learning.library.custom.nanoOf", { type: t(`learning.nanoTypes.${value}`) })}
                  </span>
                  <span className={css.muted}>
                    {value === "lesson"
                      ? t("learning.library.custom.lessonHint")
                      : t(`learning.library.custom.nanoHints.${value}`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        </form>
      </Modal>
    </Page>
  );
}
