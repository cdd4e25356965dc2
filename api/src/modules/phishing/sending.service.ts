import { lookup } from "node:dns/promises";
import type { Schema } from "@bulwark/contract";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { createScope } from "../../platform/access/scope.js";
import { isUniqueViolation } from "../../platform/db/unique-violation.js";
import { uuidv7 } from "../../platform/db/uuidv7.js";
import { AppError, conflict, notFound, validationFailed } from "../../platform/errors.js";
import type { RequestContext } from "../../platform/http/context.js";
import { escapeHtml } from "../../platform/mail/layout.js";
import { Mailer } from "../../platform/mail/mailer.js";
import { isPublicAddress } from "../../platform/net/addresses.js";
import type { Platform } from "../../platform/platform.js";
import { publish } from "../domain-events.js";
import { requirements } from "./phishing.access.js";
import { renderTemplateEmail } from "./render.js";
import { phishingRepositories } from "./repositories.js";
import {
  publicProfile,
  type SendingProfile,
  type SendingProfileSecret,
  SendingProfilesRepository,
} from "./sending-profiles.repository.js";

type ProfileInput = Schema<"SendingProfileInput">;

/** Binds a sealed password to its organisation and profile: copied into another row, it does not open. */
const passwordOwner = (tenantId: string, profileId: string) => `phishing-sending-profile:${tenantId}:${profileId}`;

/** 422 `SendFailed`: the SMTP server could not be reached or refused the message (the server's reason included). */
const sendFailed = (reason: string) =>
  new AppError(422, "SendFailed", `The email was not sent: ${reason}`, [
    { path: "body.sendingProfileId", message: reason },
  ]);

const TEST_BANNER = (who: string) =>
  `<div style="border:2px dashed #b45309;background:#fef3c7;color:#78350f;padding:12px;margin:0 0 16px;font:14px/1.4 Arial,sans-serif">` +
  `<strong>TEST</strong> &mdash; a test of a Bulwark phishing simulation template, sent by ${who}. ` +
  `Its links lead to the template library and nothing is recorded.</div>`;

/**
 * Sending profiles (an organisation's SMTP settings; the password sealed, never returned) and the
 * test email of a template. Every method authorises on its first line.
 */
export class PhishingSendingService {
  private readonly scope;

  constructor(private readonly platform: Platform) {
    this.scope = createScope(platform, (db, { tenantId }) => ({
      profiles: new SendingProfilesRepository(db, tenantId),
      library: phishingRepositories(db, platform.dialect, tenantId),
    }));
  }

  async list(ctx: RequestContext, query: { skip?: number; limit?: number }): Promise<Schema<"SendingProfileList">> {
    const { repositories } = await this.scope(ctx, requirements.read);
    const page = await repositories.profiles.list(query.skip ?? 0, query.limit ?? 20);
    const { smtpUrl, mailFrom } = this.platform.config;
    return { ...page, platformDefault: { fromAddress: mailFrom, transport: smtpUrl ? "smtp" : "outbox" } };
  }

  async get(ctx: RequestContext, profileId: string): Promise<SendingProfile> {
    const { repositories } = await this.scope(ctx, requirements.read);
    const profile = await repositories.profiles.find(profileId);
    if (!profile) throw notFound("Sending profile");
    return publicProfile(profile);
  }

  async create(ctx: RequestContext, input: ProfileInput): Promise<SendingProfile> {
    const scope = await this.scope(ctx, requirements.write);
    const id = uuidv7();
    const values = this.values(scope.tenantId, id, input);
    return this.saving(input.name, () =>
      this.platform.db.transaction().execute(async (trx) => {
        const { profiles } = scope.within(trx);
        await profiles.insert(id, values);
        await publish(this.platform, trx, scope.tenantId, ctx, {
          type: "PhishingContentChanged",
          data: { kind: "sendingProfile", action: "created", id, name: input.name },
        });
        return publicProfile((await profiles.find(id)) as SendingProfileSecret);
      }),
    );
  }

  async update(ctx: RequestContext, profileId: string, input: ProfileInput): Promise<SendingProfile> {
    const scope = await this.scope(ctx, requirements.write);
    const values = this.values(scope.tenantId, profileId, input);
    return this.saving(input.name, () =>
      this.platform.db.transaction().execute(async (trx) => {
        const { profiles } = scope.within(trx);
        if (!(await profiles.update(profileId, values))) throw notFound("Sending profile");
        await publish(this.platform, trx, scope.tenantId, ctx, {
          type: "PhishingContentChanged",
          data: { kind: "sendingProfile", action: "updated", id: profileId, name: input.name },
        });
        return publicProfile((await profiles.find(profileId)) as SendingProfileSecret);
      }),
    );
  }

  async delete(ctx: RequestContext, profileId: string): Promise<void> {
    const scope = await this.scope(ctx, requirements.write);
    await this.platform.db.transaction().execute(async (trx) => {
      const { profiles } = scope.within(trx);
      const profile = await profiles.find(profileId);
      if (!profile || !(await profiles.delete(profileId))) throw notFound("Sending profile");
      await publish(this.platform, trx, scope.tenantId, ctx, {
        type: "PhishingContentChanged",
        data: { kind: "sendingProfile", action: "deleted", id: profileId, name: profile.name },
      });
    });
  }

  /**
   * Renders a visible template for a made-up target and sends it, marked as a test (subject,
   * banner, header), through the profile or the platform's default. Its link leads to the
   * template library and there is no open pixel: a test records nothing.
   */
  async sendTest(
    ctx: RequestContext,
    input: Schema<"PhishingTestEmailRequest">,
  ): Promise<Schema<"PhishingTestEmailResult">> {
    const { repositories, principal } = await this.scope(ctx, requirements.write);
    const template = await repositories.library.templates.find(input.templateId, "visible");
    if (!template) throw validationFailed([{ path: "body.templateId", message: "Template not found" }]);
    const profile = input.sendingProfileId ? await repositories.profiles.find(input.sendingProfileId) : undefined;
    if (input.sendingProfileId && !profile) {
      throw validationFailed([{ path: "body.sendingProfileId", message: "Sending profile not found" }]);
    }
    const { config } = this.platform;
    const rendered = renderTemplateEmail(
      template,
      { firstName: input.firstName ?? "Test", lastName: input.lastName ?? "Recipient", email: input.email },
      { url: `${config.publicUrl}/library/organization-templates`, trackingUrl: null },
    );
    const subject = `[TEST] ${rendered.subject}`;
    const who = escapeHtml(principal.email || "Bulwark");
    const mailer = new Mailer(
      {
        smtpUrl: profile
          ? await profileTransport(this.platform, repositories.profiles.tenantId, profile)
          : config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
      },
      this.platform.logger,
    );
    try {
      await mailer.send(
        {
          to: input.email,
          from: rendered.from,
          ...(profile ? { envelopeFrom: profile.fromAddress } : {}),
          subject,
          html: rendered.html.replace(/(-->\n?)/, `$1${TEST_BANNER(who)}`),
          text: `TEST - a test of a Bulwark phishing simulation template. Nothing is recorded.\n\n${rendered.text}`,
          headers: { "X-Bulwark-Simulation": "test" },
        },
        `phishing-test-${uuidv7()}`,
      );
    } catch (error) {
      throw sendFailed(error instanceof Error ? error.message.slice(0, 300) : "unknown error");
    }
    return { sentTo: input.email, subject, sendingProfileId: profile?.id ?? null };
  }

  /** The stored values: the password sealed to this organisation and profile; left out, kept. */
  private values(tenantId: string, profileId: string, input: ProfileInput) {
    return {
      name: input.name,
      host: input.host.toLowerCase(),
      port: input.port,
      security: input.security,
      username: input.username?.trim() ? input.username.trim() : null,
      ...(input.password === undefined
        ? {}
        : {
            passwordSealed:
              input.password === null || input.password === ""
                ? null
                : this.platform.secrets.seal(input.password, passwordOwner(tenantId, profileId)),
          }),
      fromAddress: input.fromAddress.toLowerCase(),
      ratePerMinute: input.ratePerMinute ?? null,
    };
  }

  private async saving<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`A sending profile named ${name} already exists`);
      throw error;
    }
  }
}

/**
 * nodemailer's options for a profile (test emails and simulations). The host is resolved here and
 * the connection made to the address found (TLS still checks the host name), refusing private and
 * loopback addresses unless the installation allows them: a profile must not turn the API into a
 * probe of its own network.
 */
export async function profileTransport(
  platform: Pick<Platform, "config" | "secrets">,
  tenantId: string,
  profile: SendingProfileSecret,
): Promise<SMTPTransport.Options> {
  const host = profile.host.replace(/^\[|\]$/g, "");
  let address: string;
  try {
    address = (await lookup(host)).address;
  } catch {
    throw sendFailed(`the host ${profile.host} cannot be resolved`);
  }
  if (!platform.config.allowPrivateNetwork && !isPublicAddress(address)) {
    throw sendFailed(`the host ${profile.host} is a private or local address`);
  }
  return {
    host: address,
    port: profile.port,
    secure: profile.security === "tls",
    requireTLS: profile.security === "starttls",
    ignoreTLS: profile.security === "none",
    tls: { servername: host },
    ...(profile.username
      ? {
          auth: {
            user: profile.username,
            pass: profile.passwordSealed
              ? platform.secrets.open(profile.passwordSealed, passwordOwner(tenantId, profile.id))
              : "",
          },
        }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}
