import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { Logger } from "../logger.js";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the email, logged in outbox mode so a developer can follow them. */
  links?: string[];
  /** The From header, when not the mailer's own (a phishing template's sender). */
  from?: string;
  /** The envelope sender (SMTP MAIL FROM), when not the From header's address. */
  envelopeFrom?: string;
  /** Extra headers (e.g. `X-Bulwark-Simulation`). */
  headers?: Record<string, string>;
  /** Files attached (a phishing simulation's harmless attachment). */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/**
 * Sends email through SMTP when SMTP_URL is set, otherwise writes each message as an .eml file
 * to `<data dir>/outbox/`. The message id is derived from the job id, so a retried job writes
 * the same file and SMTP receivers can drop the duplicate.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outboxDir: string | undefined;

  constructor(
    /** `smtpUrl`: an SMTP URL, or nodemailer's SMTP options (a sending profile); unset: the outbox. */
    options: { smtpUrl?: string | SMTPTransport.Options | undefined; from: string; dataDir: string },
    private readonly logger: Logger,
    private readonly from = options.from,
  ) {
    if (options.smtpUrl) {
      this.transport = nodemailer.createTransport(options.smtpUrl);
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      this.outboxDir = path.join(options.dataDir, "outbox");
    }
  }

  async send(email: Email, messageKey: string): Promise<void> {
    const messageId = `<${messageKey}@bulwark>`;
    const info = await this.transport.sendMail({
      from: email.from ?? this.from,
      to: email.to,
      ...(email.envelopeFrom ? { envelope: { from: email.envelopeFrom, to: email.to } } : {}),
      ...(email.headers ? { headers: email.headers } : {}),
      ...(email.attachments ? { attachments: email.attachments } : {}),
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId,
    });
    if (this.outboxDir) {
      await fs.mkdir(this.outboxDir, { recursive: true });
      const file = path.join(this.outboxDir, `${new Date().toISOString().slice(0, 10)}-${messageKey}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      this.logger.info("email written to outbox", { to: email.to, subject: email.subject, file, links: email.links });
    } else {
      this.logger.info("email sent", { to: email.to, subject: email.subject });
    }
  }
}
