import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// The row id is authenticated data: a ciphertext copied onto another row does not decrypt there.
const aad = (rowId: string) => Buffer.from(`sys_data_source:${rowId}`);

/** AES-256-GCM with a fresh 96-bit IV: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(key: Buffer, rowId: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(rowId));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The password back, or null when the stored value is missing, tampered with or under another key. */
export function decryptSecret(key: Buffer, rowId: string, stored: string | null): string | null {
  const [version, iv, tag, body] = (stored ?? '').split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(rowId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
