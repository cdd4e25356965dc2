export { landingPageIds, shippedLandingPages } from "./landing-pages.js";
export { shippedTemplates } from "./templates.js";
