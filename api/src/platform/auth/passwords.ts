import { hash, verify } from "@node-rs/argon2";

// `Algorithm` is an ambient const enum in @node-rs/argon2; 2 is Argon2id.
const ARGON2ID = 2;

// OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id (OWASP parameters). */
export const hashPassword = (password: string) => hash(password, options);

/** Constant-time check of a password against its argon2 hash; false on any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random password, verified against when the account does not exist so that
// a missing account takes as long as a wrong password.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}-1`);
  return decoy;
}
