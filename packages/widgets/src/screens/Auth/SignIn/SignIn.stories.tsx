import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { type FakeRoutes, sessionRoutes } from "../../../storybook/fakeApi";
import { SignIn } from "./SignIn";

const token = { accessToken: "story", refreshToken: "story", expiresIn: 900 };
const wrongCredential = {
  status: 401,
  body: { statusCode: 401, code: "WrongCredential", message: "Wrong credential" },
};
const twoFactorRoutes: FakeRoutes = {
  ...sessionRoutes(),
  "POST /api/v1/users/auth/login": { isTwoFactorAuthEnabled: true, challengeToken: "challenge" },
  "POST /api/v1/users/auth/login/two-factor": wrongCredential,
  "POST /api/v1/users/auth/login/two-factor-recovery-key": {
    isTwoFactorAuthEnabled: true,
    token,
    recoveryKey: "NEWKEYNEWKEYNEWKEYNEWKEY",
  },
};
const api = (routes: FakeRoutes) => ({ fakeApi: { routes: { ...sessionRoutes(), ...routes }, signedIn: false } });

const meta = {
  title: "Screens/Auth/SignIn",
  component: SignIn,
  args: { mode: "login", onModeChange: fn(), onSignedIn: fn() },
  // Story parameters are deep-merged into these, route bodies included: each story that needs a
  // sign-in answer gives its own, rather than overriding a shared one.
  parameters: api({}),
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function signInWith(canvas: Canvas, email = "ana@acme.example", password = "secret1") {
  await userEvent.type(canvas.getByLabelText(/^Email|^E-pošta/), email);
  await userEvent.type(canvas.getByLabelText(/^Password|^Lozinka/), password);
  await userEvent.click(canvas.getByRole("button", { name: /^(Sign in|Prijavi se)$/ }));
}

export const Login: Story = {
  parameters: api({ "POST /api/v1/users/auth/login": { isTwoFactorAuthEnabled: false, token } }),
};

/** After a password reset with two-factor on, the web app comes here with this notice. */
export const LoginAfterPasswordReset: Story = { args: { notice: "passwordReset" } };

export const LoginValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email|^E-pošta/), "ana@");
    await userEvent.type(canvas.getByLabelText(/^Password|^Lozinka/), "abcdef");
    await userEvent.click(canvas.getByRole("button", { name: /^(Sign in|Prijavi se)$/ }));
  },
};

export const LoginSubmitting: Story = {
  parameters: api({ "POST /api/v1/users/auth/login": "pending" }),
  play: async ({ canvasElement }) => signInWith(within(canvasElement)),
};

export const LoginWrongCredential: Story = {
  parameters: api({ "POST /api/v1/users/auth/login": wrongCredential }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas, "ana@acme.example", "wrong1");
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

/** Two-factor on: the login answers a challenge and the six-digit code step appears. */
export const TwoFactorCode: Story = {
  parameters: { fakeApi: { routes: twoFactorRoutes, signedIn: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas);
    await canvas.findByRole("textbox", { name: /Authentication code|Kod za potvrdu/ });
  },
};

export const TwoFactorWrongCode: Story = {
  parameters: { fakeApi: { routes: twoFactorRoutes, signedIn: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas);
    await userEvent.type(await canvas.findByRole("textbox", { name: /Authentication code|Kod za potvrdu/ }), "000000");
    await canvas.findByRole("alert");
  },
};

export const RecoveryKey: Story = {
  parameters: { fakeApi: { routes: twoFactorRoutes, signedIn: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas);
    await userEvent.click(await canvas.findByRole("button", { name: /recovery key|ključ za oporavak/i }));
    await canvas.findByRole("textbox", { name: /Recovery key|Ključ za oporavak/ });
  },
};

export const RecoveryKeyValidation: Story = {
  parameters: { fakeApi: { routes: twoFactorRoutes, signedIn: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas);
    await userEvent.click(await canvas.findByRole("button", { name: /recovery key|ključ za oporavak/i }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Recovery key|Ključ za oporavak/ }), "ABCD");
    await userEvent.click(canvas.getByRole("button", { name: /^(Sign in|Prijavi se)$/ }));
  },
};

export const Register: Story = { args: { mode: "register", privacyPolicyUrl: "https://bulwark.example/privacy" } };

/** From an invitation link: the organization named, the invited email filled in. */
export const RegisterByInvitation: Story = {
  args: { mode: "register", organizationToken: "invitation-token" },
  parameters: api({
    "GET /api/v1/users/tenants/invitations/preview": {
      valid: true,
      tenantName: "Acme d.o.o.",
      email: "mila@acme.example",
      invitedBy: "Ana Petrović",
    },
  }),
};

/** From a used or withdrawn invitation link: registration still works, and says so. */
export const RegisterByUsedInvitation: Story = {
  args: { mode: "register", organizationToken: "used-token" },
  parameters: api({ "GET /api/v1/users/tenants/invitations/preview": { valid: false } }),
};

export const RegisterValidation: Story = {
  args: { mode: "register" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^First name|^Ime/), " A ");
    await userEvent.click(canvas.getByRole("button", { name: /Create account|Napravi nalog/ }));
  },
};

async function fillRegistration(canvas: Canvas, password = "correct horse 1") {
  await userEvent.type(canvas.getByLabelText(/^First name|^Ime/), "Ana");
  await userEvent.type(canvas.getByLabelText(/^Last name|^Prezime/), "Petrović");
  await userEvent.type(canvas.getByLabelText(/^Email|^E-pošta/), "ana@acme.example");
  await userEvent.type(canvas.getByLabelText(/^Password|^Lozinka/), password);
  await userEvent.click(canvas.getByRole("checkbox"));
  await userEvent.click(canvas.getByRole("button", { name: /Create account|Napravi nalog/ }));
}

/** Sent: "Check your email", the same whether or not the address already had an account. */
export const RegisterCheckEmail: Story = {
  args: { mode: "register" },
  parameters: api({ "POST /api/v1/users/auth/register": { status: 201, body: { emailVerificationRequired: true } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRegistration(canvas);
    await canvas.findByRole("heading", { name: /Check your email|Proverite e-poštu/ });
  },
};

/** The strength meter while typing a common password, before sending. */
export const RegisterStrengthMeter: Story = {
  args: { mode: "register" },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText(/^Password|^Lozinka/), "qwerty123");
  },
};

/** The server refused a common password: the field says so. */
export const RegisterPasswordTooCommon: Story = {
  args: { mode: "register" },
  parameters: api({
    "POST /api/v1/users/auth/register": {
      status: 422,
      body: {
        statusCode: 422,
        code: "ValidationFailed",
        message: "This password is too common or easy to guess: choose another one",
        errors: [
          { path: "body.password", message: "This password is too common or easy to guess: choose another one" },
        ],
      },
    },
  }),
  play: async ({ canvasElement }) => fillRegistration(within(canvasElement), "password1"),
};

/** From an invitation to an address that already has an account: the one case that says so. */
export const RegisterFailed: Story = {
  args: { mode: "register", organizationToken: "invitation-token" },
  parameters: api({
    "POST /api/v1/users/auth/register": {
      status: 409,
      body: {
        statusCode: 409,
        code: "Conflict",
        message: "An account with this email already exists: sign in to accept the invitation",
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRegistration(canvas);
    await canvas.findByRole("alert");
  },
};

export const PasswordRecover: Story = { args: { mode: "passwordRecover" } };

/** Success: an "Email sent" toast, and back to the login form. */
export const PasswordRecoverSent: Story = {
  args: { mode: "passwordRecover" },
  parameters: api({
    "POST /api/v1/users/auth/reset-password/request": { status: 202, body: { message: "Email sent" } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email|^E-pošta/), "ana@acme.example");
    await userEvent.click(canvas.getByRole("button", { name: /Send reset link|Pošalji link/ }));
  },
};

export const PasswordRecoverFailed: Story = {
  args: { mode: "passwordRecover" },
  parameters: api({ "POST /api/v1/users/auth/reset-password/request": { status: 500, body: { statusCode: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email|^E-pošta/), "ana@acme.example");
    await userEvent.click(canvas.getByRole("button", { name: /Send reset link|Pošalji link/ }));
  },
};

/** In a narrow container (a phone, a sidebar embed) the marketing panel is hidden. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <SignIn {...args} />
    </div>
  ),
};

/** A phone: the form alone, in the auth layout's card; nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
