const SAFE = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Quotes an identifier that came from a validated schema. Anything outside lower snake_case throws:
 * request text never reaches here, and this is the second lock on that door.
 */
export function ident(name: string): string {
  if (!SAFE.test(name)) throw new Error(`非法标识符：${name}`);
  return `"${name}"`;
}
