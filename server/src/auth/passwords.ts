import { hash, verify } from '@node-rs/argon2';

// OWASP's Argon2id floor: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id; the package's const enum cannot be imported under isolatedModules */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same time on a dummy hash,
 * so an unknown user cannot be told from a wrong password by timing.
 */
export async function verifyPassword(stored: string | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('dummy-password-for-timing');
    await verify(await dummy, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}

/** The spec's rule: 8–50 characters with upper case, lower case, a digit and one of !@#$%+. */
export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%+.])[A-Za-z\d!@#$%+.]{8,50}$/;
