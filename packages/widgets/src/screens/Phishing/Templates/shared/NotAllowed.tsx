import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState/EmptyState";
import { Page } from "../../../../components/Page/Page";

/**
 * Shown instead of an Administration → Templates screen to someone without the super-admin
 * permission for the common library: says which permission it takes rather than an empty list
 * (the API would refuse every call with 403 anyway).
 */
export function NotAllowed({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <EmptyState
        title={t("phishingContent.notAllowed")}
        description={t("phishingContent.notAllowedHint")}
        headingLevel={2}
      />
    </Page>
  );
}
