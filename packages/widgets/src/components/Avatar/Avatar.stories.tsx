import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar, OrgLogo } from "./Avatar";

const logo =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0e7c66"/><path d="M8 22 16 8l8 14z" fill="#fff"/></svg>',
  );

const meta = {
  title: "Components/Avatar",
  component: Avatar,
  args: { name: "Ana Petrović" },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: initials on the theme's primary colour. */
export const Initials: Story = {};
/** An organisation colour; the text colour is chosen for contrast. */
export const OrganisationColour: Story = { args: { name: "Acme d.o.o.", color: "#f5c518", shape: "square" } };
export const Image: Story = { args: { name: "Acme d.o.o.", src: logo, shape: "square", size: "large" } };
/** A broken image URL falls back to the initials. */
export const BrokenImage: Story = { args: { name: "Broken Logo", src: "/missing.png", color: "#7c3aed" } };

export const OrganisationLogos: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <OrgLogo tenant={{ name: "Acme d.o.o.", logo: null, color: "#3056d3" }} size="small" />
      <OrgLogo tenant={{ name: "Beta Bank", logo: null, color: "#f5c518" }} />
      <OrgLogo tenant={{ name: "Gamma", logo, color: null }} size="large" />
      <OrgLogo tenant={{ name: "No colour", logo: null, color: null }} size="large" />
    </div>
  ),
};
