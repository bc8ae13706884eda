import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';

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

/** A random password the rule accepts (12 characters, each required kind present), for an administrator's reset. */
export function generatePassword(): string {
  const kinds = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%+.'];
  const all = kinds.slice(0, 3).join('');
  const chars = [...kinds.map((k) => k[randomInt(k.length)]), ...Array.from({ length: 8 }, () => all[randomInt(all.length)])];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
