const HEX = '0123456789abcdef';

/**
 * 32 random hexadecimal characters, like JeecgBoot's `randomUUID()` (not an RFC 4122 UUID: no dashes, no version).
 * Uses the browser's cryptographic random source when there is one.
 *
 * @example
 * randomUUID(); // 'f3a91c0e5b7d4e2a9c8b1d0e6f5a4b3c'
 */
export function randomUUID(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  let id = '';
  for (const byte of bytes) id += HEX[byte >> 4] + HEX[byte & 15];
  return id;
}
