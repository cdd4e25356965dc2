import type { ExportLanguage, ExportSource } from "../../exports/export-source.js";
import { requirements } from "./assets.access.js";
import { type AssetOrigin, type AssetRecord, AssetsRepository, type AssetType } from "./assets.repository.js";

const typeLabels: Record<ExportLanguage, Record<AssetType, string>> = {
  en: { domain: "Domain", subdomain: "Subdomain", ipv4: "IPv4 address", ipv6: "IPv6 address" },
  sr: { domain: "Domen", subdomain: "Poddomen", ipv4: "IPv4 adresa", ipv6: "IPv6 adresa" },
};

const originLabels: Record<ExportLanguage, Record<AssetOrigin, string>> = {
  en: { manual: "manual", automatic: "automatic" },
  sr: { manual: "ručno", automatic: "automatski" },
};

/**
 * The asset inventory as an export: the list's filters (search, type, verified, monitored,
 * origin), newest first, with types and origins in the export's language.
 */
export const assetsExport: ExportSource<AssetRecord> = {
  kind: "assets",
  fileStem: "assets",
  requirement: requirements.read,
  columns: [
    { key: "name", header: { en: "Name", sr: "Naziv" }, value: (asset) => asset.name, width: 40 },
    {
      key: "type",
      header: { en: "Type", sr: "Tip" },
      value: (asset, language) => typeLabels[language][asset.assetType],
      width: 14,
    },
    { key: "verified", header: { en: "Verified", sr: "Verifikovano" }, value: (asset) => asset.verified },
    { key: "monitored", header: { en: "Monitored", sr: "Nadgledano" }, value: (asset) => asset.monitored },
    {
      key: "origin",
      header: { en: "Origin", sr: "Poreklo" },
      value: (asset, language) => originLabels[language][asset.origin],
    },
    { key: "added", header: { en: "Added", sr: "Dodato" }, value: (asset) => new Date(asset.createdAt), width: 20 },
  ],
  rows(platform, tenantId, filters) {
    const { search, assetType, verified, monitored, origin } = filters;
    return new AssetsRepository(platform.db, tenantId).iterate({ search, assetType, verified, monitored, origin });
  },
};
