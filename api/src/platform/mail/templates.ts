import type { Email } from "./mailer.js";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b1f2a;max-width:560px;margin:auto">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#3056d3;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#667">Or open this link: ${escapeHtml(action.url)}</p>
</body></html>`;
}

/** The emails Bulwark sends. Each carries its link in text, HTML and `links` (for the outbox log). */
export const emails = {
  verifyEmail(to: string, firstName: string, url: string): Email {
    const lines = [`Hi ${firstName},`, "Confirm your email address to finish setting up your Bulwark account."];
    return {
      to,
      subject: "Verify your email address",
      text: `${lines.join("\n\n")}\n\n${url}\n`,
      html: layout("Verify your email address", lines, { label: "Verify email", url }),
      links: [url],
    };
  },
  resetPassword(to: string, url: string): Email {
    const lines = [
      "Someone asked to reset the password of your Bulwark account.",
      "If it was you, choose a new password with the link below. It works once, for one hour. If it was not you, ignore this email.",
    ];
    return {
      to,
      subject: "Reset your password",
      text: `${lines.join("\n\n")}\n\n${url}\n`,
      html: layout("Reset your password", lines, { label: "Choose a new password", url }),
      links: [url],
    };
  },
  /**
   * To the owner of an address someone tried to register with: nothing was created, and if it
   * was them they can sign in or reset the password. Registration answers the same either way.
   */
  registrationAttempt(to: string, signInUrl: string, recoverUrl: string): Email {
    const lines = [
      "Someone tried to create a Bulwark account with this email address, which already has an account. Nothing was changed.",
      `If it was you, sign in with your existing account. If you forgot your password, you can choose a new one here: ${recoverUrl}`,
      "If it was not you, you can ignore this email: nobody can use your account without your password.",
    ];
    return {
      to,
      subject: "Someone tried to register with your email address",
      text: `${lines.join("\n\n")}\n\n${signInUrl}\n`,
      html: layout("Your email address already has an account", lines, { label: "Sign in", url: signInUrl }),
      links: [signInUrl, recoverUrl],
    };
  },
  webhookDisabled(to: string, tenantName: string, endpointUrl: string, failures: number, url: string): Email {
    const lines = [
      `The webhook endpoint ${endpointUrl} of ${tenantName} was disabled: ${failures} deliveries in a row failed every attempt.`,
      "Check that the receiver is up and answers 2xx within 10 seconds, then enable the endpoint again and replay what it missed from its delivery log.",
    ];
    return {
      to,
      subject: `A webhook endpoint of ${tenantName} was disabled`,
      text: `${lines.join("\n\n")}\n\n${url}\n`,
      html: layout("Webhook endpoint disabled", lines, { label: "Open webhooks", url }),
      links: [url],
    };
  },
  invitation(to: string, inviter: string, tenantName: string, url: string): Email {
    const lines = [`${inviter} invited you to join ${tenantName} on Bulwark.`];
    return {
      to,
      subject: `You are invited to ${tenantName} on Bulwark`,
      text: `${lines.join("\n\n")}\n\n${url}\n`,
      html: layout(`Join ${tenantName}`, lines, { label: "Accept invitation", url }),
      links: [url],
    };
  },
};
