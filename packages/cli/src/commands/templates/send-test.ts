import type { Schema } from "@bulwark/client";
import type { Session } from "../../runtime.js";
import { requireTenant, unwrap } from "../../runtime.js";

/** What `bulwark templates send-test` answers. */
export type TemplatesSendTestResult = Schema<"PhishingTestEmailResult">;

/**
 * Sends a test email of a template to one address, through a sending profile of the active
 * organization or (none named) the platform's default mail settings.
 */
export async function sendTemplateTest(
  session: Session,
  input: { templateId: string; to: string; profileId?: string | undefined },
): Promise<TemplatesSendTestResult> {
  requireTenant(session);
  return unwrap(
    await session.client.POST("/api/v1/phishing/templates/send-testing", {
      body: {
        templateId: input.templateId,
        email: input.to,
        ...(input.profileId ? { sendingProfileId: input.profileId } : {}),
      },
    }),
  );
}

/** Plain output: `sent<TAB>to<TAB>subject`. */
export const templatesSendTestLines = (r: TemplatesSendTestResult) => [`sent\t${r.sentTo}\t${r.subject}`];
