import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleTenant } from "../../../storybook/fakeApi";
import { failure, fakeAssetsApi, makeAsset, sampleAssets } from "../../../storybook/fakeInventoryAssets";
import { AssetDetail } from "./AssetDetail";

const tenantId = sampleTenant.id;
const assets = sampleAssets();
const [monitored, unverified, , , verified] = assets as [
  (typeof assets)[number],
  (typeof assets)[number],
  (typeof assets)[number],
  (typeof assets)[number],
  (typeof assets)[number],
];
const fake = (options: Parameters<typeof fakeAssetsApi>[0] = {}) => ({ routes: fakeAssetsApi(options), tenantId });
const blocked = (reason: "NotVerified" | "FeatureNotEnabled" | "NotAllowed") =>
  makeAsset(60, {
    name: "portal.acme.example",
    assetType: "subdomain",
    verified: reason !== "NotVerified",
    monitoringBlockedReason: reason,
  });

const meta = {
  title: "Screens/Inventory/AssetDetail",
  component: AssetDetail,
  args: { assetId: unverified.id },
  parameters: { fakeApi: fake() },
} satisfies Meta<typeof AssetDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A discovered subdomain, not verified: the TXT record and file instructions; "Verify now" fails. */
export const Unverified: Story = {};

/** "Verify now" finds the TXT record: "www.acme.example is now verifed". */
export const VerifySucceeds: Story = { parameters: { fakeApi: fake({ verifiable: true }) } };

/** Verified, not monitored yet: the switch can be turned on. */
export const Verified: Story = { args: { assetId: verified.id } };

/** Verified and monitored. */
export const Monitored: Story = { args: { assetId: monitored.id } };

/** Monitoring blocked: the asset must be verified first (tooltip on hover and focus). */
export const BlockedNotVerified: Story = {
  args: { assetId: blocked("NotVerified").id },
  parameters: { fakeApi: fake({ assets: [monitored, blocked("NotVerified")] }) },
};

/** Monitoring blocked: the organisation lacks the vulnerability (monitoring) feature. */
export const BlockedFeatureNotEnabled: Story = {
  args: { assetId: blocked("FeatureNotEnabled").id },
  parameters: { fakeApi: fake({ assets: [monitored, blocked("FeatureNotEnabled")] }) },
};

/** A read-only member: no write actions, and the switch says "Not allowed". */
export const BlockedNotAllowed: Story = {
  args: { assetId: blocked("NotAllowed").id },
  parameters: { fakeApi: fake({ session: "viewer", assets: [monitored, blocked("NotAllowed")] }) },
};

/** A super-admin (ManageInventory) may verify or unverify by hand. */
export const SuperAdmin: Story = { parameters: { fakeApi: fake({ session: "superAdmin" }) } };

/** Before the first lookup: "IP address info hasn't been discovered yet" on the IP info tab. */
export const NotLookedUpYet: Story = {
  args: { defaultTab: "ip" },
  parameters: { fakeApi: fake({ checked: false }) },
};

/** The discovery runs of a domain, with Discover again. */
export const Discoveries: Story = { args: { assetId: monitored.id, defaultTab: "discoveries" } };

/** A discovery is running: re-checked every 3 s, then the notice offers the new assets. */
export const DiscoveryRunning: Story = {
  args: { assetId: "a0000000-0000-4000-8000-000000000070", defaultTab: "discoveries" },
  parameters: {
    fakeApi: fake({
      assets: [makeAsset(70, { name: "globex.example", assetType: "domain", lastDiscoveryStatus: "Requested" })],
    }),
  },
};

export const Loading: Story = {
  parameters: { fakeApi: fake({ override: { "GET /api/v1/inventory/assets/*": "pending" } }) },
};

export const LoadFailed: Story = {
  parameters: {
    fakeApi: fake({ override: { "GET /api/v1/inventory/assets/*": failure(500, "Internal", "Database unavailable") } }),
  },
};

export const NotFound: Story = { args: { assetId: "a0000000-0000-4000-8000-000000009999" } };

export const FeatureNotEnabled: Story = { parameters: { fakeApi: fake({ session: "noFeature" }) } };

export const Serbian: Story = { globals: { lang: "sr" } };

export const SerbianDark: Story = { args: { assetId: monitored.id }, globals: { lang: "sr", theme: "dark" } };

/** An IP address: it opens on IP info and says nothing of DNS. */
export const IpAddress: Story = { args: { assetId: (assets[5] ?? monitored).id } };

/** The DNS records still loading: skeleton rows in the table. */
export const DnsLoading: Story = {
  args: { assetId: monitored.id },
  parameters: { fakeApi: fake({ override: { "GET /api/v1/inventory/assets/*/dns-records": "pending" } }) },
};

/** The DNS records failed: the table's error state with Retry. */
export const DnsFailed: Story = {
  args: { assetId: monitored.id },
  parameters: {
    fakeApi: fake({
      override: { "GET /api/v1/inventory/assets/*/dns-records": failure(500, "Internal", "Resolver unavailable") },
    }),
  },
};

export const Dark: Story = { args: { assetId: monitored.id }, globals: { theme: "dark" } };

/** At phone width the tables become cards and nothing scrolls sideways. */
export const Phone: Story = { args: { assetId: monitored.id }, globals: { viewport: { value: "mobile1" } } };
