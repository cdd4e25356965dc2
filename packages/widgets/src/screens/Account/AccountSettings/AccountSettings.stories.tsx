import type { User } from "@bulwark/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, userEvent, within } from "storybook/test";
import { type FakeRoutes, sampleUser, sessionRoutes } from "../../../storybook/fakeApi";
import { AccountSettings } from "./AccountSettings";

const ua = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  edgeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  cli: "bulwark-cli/0.1.0 node/20.19.0",
};

const session = (id: string, userAgent: string, ip: string, day: number, current = false) => ({
  id: `8f0c1d2e-0000-4000-8000-00000000000${id}`,
  ip,
  userAgent,
  createdAt: `2026-03-${String(day).padStart(2, "0")}T08:30:00.000Z`,
  validUntil: `2026-04-${String(day).padStart(2, "0")}T08:30:00.000Z`,
  current,
});

const manySessions = {
  items: [
    session("1", ua.chromeWindows, "203.0.113.7", 20, true),
    session("2", ua.safariIphone, "198.51.100.23", 18),
    session("3", ua.firefoxLinux, "2001:db8::7", 12),
    session("4", ua.edgeMac, "192.0.2.44", 9),
    session("5", ua.cli, "198.51.100.80", 2),
  ],
  total: 5,
};
const oneSession = { items: [session("1", ua.chromeWindows, "203.0.113.7", 20, true)], total: 1 };

const setup = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUrl:
    "otpauth://totp/Bulwark%3Aana%40acme.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Bulwark&algorithm=SHA1&digits=6&period=30",
};
const wrong = { status: 403, body: { statusCode: 403, code: "WrongCredential", message: "Wrong credential" } };

const api = (routes: FakeRoutes = {}, user: User = sampleUser) => ({
  fakeApi: {
    routes: {
      ...sessionRoutes(user),
      "GET /api/v1/users/auth/sessions": manySessions,
      "PUT /api/v1/users/users/me": user,
      "POST /api/v1/users/auth/two-factor/setup": setup,
      "POST /api/v1/users/auth/two-factor/enable": { recoveryKey: "ABCDEFGHJKLMNPQRSTUVWXYZ" },
      "POST /api/v1/users/auth/recovery-key": { recoveryKey: "ZYXWVUTSRQPNMLKJHGFEDCBA" },
      "POST /api/v1/users/auth/two-factor/disable": { status: 204 },
      "DELETE /api/v1/users/auth/sessions/*": { status: 204 },
      ...routes,
    },
  },
});

const meta = {
  title: "Screens/Account/AccountSettings",
  component: AccountSettings,
  args: { section: "profile", onSectionChange: fn() },
  parameters: api(),
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story["play"]>;
const confirmPassword =
  (button: RegExp, password = "secret1"): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: button }));
    await userEvent.type(canvas.getByLabelText(/^Confirm with your password|^Potvrdite lozinkom/), password);
    await userEvent.click(
      canvas.getByRole("button", { name: /^(Continue|Nastavi|Turn off|Isključi|Create key|Napravi ključ)$/ }),
    );
  };

export const Profile: Story = {};
export const ProfileUnverifiedEmail: Story = {
  parameters: api(
    { "POST /api/v1/users/auth/resend-verification-token": { status: 202, body: { message: "Email sent" } } },
    { ...sampleUser, isVerified: false },
  ),
};
export const ProfileSaveFailed: Story = {
  parameters: api({
    "PUT /api/v1/users/users/me": { status: 500, body: { statusCode: 500, message: "Database unavailable" } },
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /Save profile|Sačuvaj profil/ }));
  },
};
export const Loading: Story = { parameters: api({ "GET /api/v1/users/users/me": "pending" }) };
export const SignedOut: Story = { parameters: { fakeApi: { routes: sessionRoutes(), signedIn: false } } };

export const Password: Story = { args: { section: "password" } };
export const PasswordWrongCredential: Story = {
  args: { section: "password" },
  parameters: api({ "POST /api/v1/users/auth/change-password": wrong }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Current password|^Trenutna lozinka/), "wrong12");
    await userEvent.type(canvas.getByLabelText(/^New password|^Nova lozinka/), "secret2");
    await userEvent.click(canvas.getByRole("button", { name: /Change password|Promeni lozinku/ }));
  },
};

export const TwoFactorOff: Story = { args: { section: "twoFactor" } };
export const TwoFactorOn: Story = {
  args: { section: "twoFactor" },
  parameters: api({}, { ...sampleUser, isTwoFactorAuthEnabled: true }),
};
export const TwoFactorConfirmPassword: Story = {
  args: { section: "twoFactor" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /^(Turn on|Uključi)$/ }));
  },
};
export const TwoFactorWrongPassword: Story = {
  args: { section: "twoFactor" },
  parameters: api({ "POST /api/v1/users/auth/two-factor/setup": wrong }),
  play: confirmPassword(/^(Turn on|Uključi)$/, "wrong12"),
};
/** The QR code to scan, the secret for manual entry, and the six-digit code. */
export const TwoFactorScan: Story = { args: { section: "twoFactor" }, play: confirmPassword(/^(Turn on|Uključi)$/) };
export const TwoFactorRecoveryKey: Story = {
  args: { section: "twoFactor" },
  play: async (context) => {
    await confirmPassword(/^(Turn on|Uključi)$/)(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Authentication code|Kod za potvrdu/ }), "123456");
    await canvas.findByRole("button", { name: /^(Copy|Kopiraj)$/ });
  },
};
export const TwoFactorTurnOff: Story = {
  args: { section: "twoFactor" },
  parameters: api({}, { ...sampleUser, isTwoFactorAuthEnabled: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /^(Turn off|Isključi)$/ }));
  },
};
export const TwoFactorNewRecoveryKey: Story = {
  args: { section: "twoFactor" },
  parameters: api({}, { ...sampleUser, isTwoFactorAuthEnabled: true }),
  play: confirmPassword(/^(New recovery key|Novi ključ za oporavak)$/),
};

export const SessionsMany: Story = { args: { section: "sessions" } };
export const SessionsOne: Story = {
  args: { section: "sessions" },
  parameters: api({ "GET /api/v1/users/auth/sessions": oneSession }),
};
export const SessionsLoading: Story = {
  args: { section: "sessions" },
  parameters: api({ "GET /api/v1/users/auth/sessions": "pending" }),
};
export const SessionsEmpty: Story = {
  args: { section: "sessions" },
  parameters: api({ "GET /api/v1/users/auth/sessions": { items: [], total: 0 } }),
};
export const SessionsError: Story = {
  args: { section: "sessions" },
  parameters: api({
    "GET /api/v1/users/auth/sessions": { status: 500, body: { statusCode: 500, message: "Sessions are unavailable" } },
  }),
};
export const SessionsConfirmSignOutOthers: Story = {
  args: { section: "sessions" },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", {
        name: /Sign out all other sessions|Odjavi sve ostale sesije/,
      }),
    );
  },
};
