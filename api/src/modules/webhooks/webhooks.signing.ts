import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

/** A new Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString("base64")}`;
}

/**
 * The `webhook-signature` value (Standard Webhooks): `v1,<base64 HMAC-SHA256>` of
 * `<id>.<timestamp>.<body>` keyed with the secret's decoded bytes, one per secret, space-separated
 * (during a rotation both the new and the previous secret sign, so either verifies).
 */
export function signWebhook(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  const content = `${id}.${timestamp}.${body}`;
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
      return `v1,${createHmac("sha256", key).update(content).digest("base64")}`;
    })
    .join(" ");
}

/**
 * Seconds to wait before the attempt after `failedAttempts` failed ones: `delays[n - 1]` with ±10%
 * jitter (so a receiver coming back is not hit by every queued retry at once); undefined once the
 * schedule is used up.
 */
export function retryDelaySeconds(
  delays: readonly number[],
  failedAttempts: number,
  random: () => number = Math.random,
): number | undefined {
  const base = delays[failedAttempts - 1];
  if (base === undefined) return undefined;
  return base * (0.9 + 0.2 * random());
}
