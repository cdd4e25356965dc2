import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { type FakeRoutes, sessionRoutes } from "../../../storybook/fakeApi";
import { VerifyEmail } from "./VerifyEmail";

const VERIFY = "POST /api/v1/users/auth/verify-email";
const api = (routes: FakeRoutes) => ({ fakeApi: { routes: { ...sessionRoutes(), ...routes }, signedIn: false } });

const meta = {
  title: "Screens/Auth/VerifyEmail",
  component: VerifyEmail,
  // A long delay keeps the failure on screen in the stories.
  args: { token: "verify-token", onVerified: fn(), onFailed: fn(), failedDelayMs: 3_600_000 },
} satisfies Meta<typeof VerifyEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = { parameters: api({ [VERIFY]: "pending" }) };
/** The confirmation stays until Continue (here; by default it goes on after 1.5 s). */
export const Verified: Story = {
  args: { verifiedDelayMs: 3_600_000 },
  parameters: api({ [VERIFY]: { message: "Email verified" } }),
};
/** A used link opened again by a verified, signed-in user: "already verified", not an error. */
export const AlreadyVerified: Story = {
  parameters: {
    fakeApi: {
      routes: {
        ...sessionRoutes(),
        [VERIFY]: {
          status: 400,
          body: { statusCode: 400, code: "BadRequest", message: "The verification link is not valid or has expired" },
        },
      },
      signedIn: true,
    },
  },
};
export const Failed: Story = {
  parameters: api({
    [VERIFY]: {
      status: 400,
      body: { statusCode: 400, code: "BadRequest", message: "The verification link is not valid or has expired" },
    },
  }),
};
export const MissingToken: Story = { args: { token: "" }, parameters: api({}) };

/** A phone: the auth layout's card fills the width; nothing scrolls sideways. */
export const Phone: Story = { ...Verifying, globals: { viewport: { value: "mobile1" } } };
