import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";

const VERSION = "v1";
const KEY_BYTES = 32;
// 96-bit nonces are what GCM is designed for; random ones are safe far beyond the number of
// secrets one installation will ever seal with a key.
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = "secret.key";

/** Thrown when a sealed value cannot be opened: wrong key, wrong owner, damaged or unknown format. */
export class SecretBoxError extends Error {
  override name = "SecretBoxError";
}

/** Encrypts short secrets (connector credentials) for storage in the database. */
export interface SecretBox {
  /**
   * Encrypts `plaintext` as `v1.<iv>.<ciphertext+tag>` (base64url parts). `associatedData` names
   * the owner, e.g. `directory:<tenantId>:google`; it is authenticated, not stored, and must be
   * given again to open the value.
   */
  seal(plaintext: string, associatedData: string): string;
  /** Decrypts a value from {@link SecretBox.seal}; throws {@link SecretBoxError} unless key and owner match. */
  open(sealed: string, associatedData: string): string;
  /**
   * A 32-byte key for another use (`purpose`, e.g. "tracking-token"), derived from the box's key
   * with HKDF-SHA256: one installation key, and no key ever serving two algorithms. The same
   * purpose gives the same key in every process that shares the installation key.
   */
  deriveKey(purpose: string): Buffer;
}

/** Whether a stored value is in the sealed format (a base32 or hex secret never contains a dot). */
export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}.`);

/**
 * AES-256-GCM with a random IV per value. The associated data binds a secret to its owner, so a
 * sealed value copied into another tenant's row (or another connector's column) fails to open
 * instead of handing one tenant's credentials to another.
 */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`A secret box key must be ${KEY_BYTES} bytes, got ${key.length}`);
  // A private copy: the caller's buffer may be reused or zeroed.
  const secretKey = Buffer.from(key);
  return {
    seal(plaintext, associatedData) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", secretKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(associatedData, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString("base64url")}.${ciphertext.toString("base64url")}`;
    },
    open(sealed, associatedData) {
      const [version, ivText, bodyText, extra] = sealed.split(".");
      if (version !== VERSION || ivText === undefined || bodyText === undefined || extra !== undefined) {
        throw new SecretBoxError("Not a sealed secret in a known format");
      }
      const iv = Buffer.from(ivText, "base64url");
      const body = Buffer.from(bodyText, "base64url");
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new SecretBoxError("Sealed secret is damaged");
      const decipher = createDecipheriv("aes-256-gcm", secretKey, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(associatedData, "utf8"));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        // GCM does not say which of key, owner or bytes was wrong, and neither should we.
        throw new SecretBoxError("Sealed secret cannot be opened: wrong key, wrong owner or altered value");
      }
    },
    deriveKey(purpose) {
      return Buffer.from(hkdfSync("sha256", secretKey, "bulwark derived key", purpose, KEY_BYTES));
    },
  };
}

/**
 * The installation's box ({@link createSecretBox} over {@link loadSecretKey}), reading or creating
 * the key on first use rather than at start, so a process that never seals anything never
 * touches the key file.
 */
export function lazySecretBox(config: Pick<Config, "secretKey" | "dataDir">): SecretBox {
  let box: SecretBox | undefined;
  const opened = () => {
    box ??= createSecretBox(loadSecretKey(config));
    return box;
  };
  return {
    seal: (plaintext, associatedData) => opened().seal(plaintext, associatedData),
    open: (sealed, associatedData) => opened().open(sealed, associatedData),
    deriveKey: (purpose) => opened().deriveKey(purpose),
  };
}

/**
 * The key that seals stored secrets (connector credentials, webhook signing secrets, two-factor
 * secrets): `BULWARK_SECRET_KEY` (config.secretKey) when
 * set; otherwise a random 32-byte key kept in `<dataDir>/secret.key` (mode 0600), created on first
 * use and reused afterwards. The key is never logged.
 *
 * The key file suits the single-process SQLite setup. With PostgreSQL and several API processes
 * (possibly on several machines), `BULWARK_SECRET_KEY` must be set to the same value everywhere:
 * each machine would otherwise create its own key file and could not open what another sealed.
 * Losing the key means re-entering every connector's credentials.
 */
export function loadSecretKey(config: Pick<Config, "secretKey" | "dataDir">): Buffer {
  if (config.secretKey) return Buffer.from(config.secretKey, "hex");
  const file = path.join(config.dataDir, KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Written under a temporary name, then hard-linked into place: link() fails when the file
  // already exists, so two processes starting together never overwrite each other's key, and
  // neither can read a half-written file.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  fs.writeFileSync(temporary, randomBytes(KEY_BYTES), { mode: 0o600, flag: "wx" });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const created = readKeyFile(file);
  if (!created) throw new Error(`Could not create the secret key file ${file}`);
  return created;
}

function readKeyFile(file: string): Buffer | undefined {
  let key: Buffer;
  try {
    key = fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  if (key.length !== KEY_BYTES) {
    // Never replace a damaged key silently: that would make every stored secret unreadable.
    throw new Error(`The secret key file ${file} must hold exactly ${KEY_BYTES} bytes (it holds ${key.length})`);
  }
  return key;
}
