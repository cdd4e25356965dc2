// The nano-learning routes (seeds, routes table): `/nano-learning` and `/nano-learning/campaigns`
// (the list, its tab in `?tab=`), `/nano-learning/campaigns/:id` (the view, its tab in `?tab=`) and
// `/nano-learning/create-campaign` (the wizard). Each route is one thin component: the URL becomes
// the screen's props, and the screen's tab goes back into the URL so it can be bookmarked.
import {
  CreateNanoCampaign,
  NANO_CAMPAIGN_TABS,
  NANO_STATES,
  NanoCampaign,
  type NanoCampaignState,
  NanoCampaigns,
  type NanoCampaignTab,
} from "@bulwark/widgets";
import { useParams } from "react-router";
import { useTabParam } from "../app/useTabParam";

/** Where "Contact Us" writes when an organisation lacks the learning feature. */
const CONTACT_EMAIL = "sales@bulwark.example";

/** `/nano-learning` and `/nano-learning/campaigns[?tab=active|upcoming|finished]` */
export function NanoCampaignsPage() {
  const [tab, setTab] = useTabParam<NanoCampaignState>(NANO_STATES);
  return <NanoCampaigns contactEmail={CONTACT_EMAIL} defaultState={tab ?? "active"} onStateChange={setTab} />;
}

/** `/nano-learning/create-campaign` */
export function CreateNanoCampaignPage() {
  return <CreateNanoCampaign contactEmail={CONTACT_EMAIL} />;
}

/** `/nano-learning/campaigns/:id[?tab=overview|learners|content|settings]`; a new id starts afresh. */
export function NanoCampaignPage() {
  const { id = "" } = useParams();
  const [tab, setTab] = useTabParam<NanoCampaignTab>(NANO_CAMPAIGN_TABS);
  return (
    <NanoCampaign
      key={id}
      campaignId={id}
      initialTab={tab ?? "overview"}
      onTabChange={setTab}
      contactEmail={CONTACT_EMAIL}
    />
  );
}
