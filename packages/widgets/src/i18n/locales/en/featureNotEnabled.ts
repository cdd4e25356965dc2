/** The feature-not-enabled screen (components/FeatureNotEnabled), shown by several domains: loaded with the common strings. */
export const featureNotEnabled = {
  title: "This feature is not enabled",
  message: "{{feature}} is not enabled for your organization. Contact us and we will turn it on for you.",
  messageGeneric: "This feature is not enabled for your organization. Contact us and we will turn it on for you.",
  contactUs: "Contact Us",
  mailSubject: "Please enable {{feature}}",
  mailSubjectGeneric: "Please enable a feature",
  features: {
    inventory: "Inventory",
    monitoring: "Continuous monitoring",
    learning: "Awareness training",
    phishing: "Phishing simulations",
    thirdParty: "Third-party risk",
    waf: "Web application firewall",
    leaks: "Data leaks",
    groupOrganization: "Group administration",
  },
} as const;
