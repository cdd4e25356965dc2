import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import { invalidTokenRoutes, PLAYER_ROUTES, playerRoutes, sampleInvitation } from "../samples";
import { JoinCourse } from "./JoinCourse";

const api = (routes: FakeRoutes) => ({ fakeApi: { routes, signedIn: false } });

const meta = {
  title: "Screens/CoursePlayer/JoinCourse",
  component: JoinCourse,
  args: { token: "join-token-0123456789abcdef" },
  parameters: { ...api(playerRoutes()), layout: "padded" },
} satisfies Meta<typeof JoinCourse>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit =
  (email: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    if (email) await userEvent.type(await canvas.findByRole("textbox"), email);
    await userEvent.click(await canvas.findByRole("button"));
  };

/** The organisation's logo and name, the course and its expected time, then the form. */
export const Default: Story = {};
/** An organisation without a logo: its name alone. */
export const WithoutLogo: Story = {
  parameters: api({
    ...playerRoutes(),
    [PLAYER_ROUTES.invitation]: { ...sampleInvitation, organization: { name: "Beta a.d.", logo: null } },
  }),
};
export const Loading: Story = { parameters: api({ ...playerRoutes(), [PLAYER_ROUTES.invitation]: "pending" }) };
export const Validation: Story = { play: submit("not-an-address") };
export const Sending: Story = {
  parameters: api({ ...playerRoutes(), [PLAYER_ROUTES.join]: "pending" }),
  play: submit("ana@acme.example"),
};
/** The same confirmation whatever the address. */
export const Sent: Story = { play: submit("ana@acme.example") };
/** A link that is off or revoked: said at once, before any address is asked. */
export const InvalidLink: Story = { parameters: api(invalidTokenRoutes) };
/** Revoked while the page was open: said when the address is sent. */
export const RevokedMeanwhile: Story = {
  parameters: api({ ...playerRoutes(), [PLAYER_ROUTES.join]: invalidTokenRoutes[PLAYER_ROUTES.join] }),
  play: submit("ana@acme.example"),
};
export const TooManyRequests: Story = {
  parameters: api({
    ...playerRoutes(),
    [PLAYER_ROUTES.join]: {
      status: 429,
      body: { statusCode: 429, code: "TooManyRequests", message: "Too many requests" },
    },
  }),
  play: submit("ana@acme.example"),
};
export const SerbianDark: Story = { globals: { lang: "sr", theme: "dark" } };
export const SerbianSent: Story = { globals: { lang: "sr" }, play: submit("ana@acme.example") };
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
