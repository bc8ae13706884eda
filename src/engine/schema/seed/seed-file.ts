/**
 * Demo data beside a page: `schemas/modules/contract/income.seed.json` holds the rows `SEED_DEMO` loads into that page's
 * table on a fresh database. Rows are written as the wire writes records (field names, sub-tables as arrays), plus
 * system keys that start with `$`:
 *
 * | key | meaning |
 * |---|---|
 * | `$key` | the row's name within its page, unique in the file (`"HT-2025-017"`); its id is derived from it |
 * | `$company`, `$project` | the company (`c01`) and project (`p01`) the row belongs to |
 * | `$createBy`, `$createTime` | who entered it (a username) and when (`YYYY-MM-DD HH:mm:ss`) |
 * | `$deleted` | `true`: the row lies in the recycle bin |
 *
 * A field that links to another seeded row writes `{ "$ref": "contract/income#HT-2025-017" }`, replaced by that row's id.
 * Computed fields are computed as on every save; sums over other pages (`rollup`) after every file is loaded.
 */
export interface SeedFile {
  page: string;
  rows: SeedRow[];
}

export type SeedRow = Record<string, unknown> & {
  $key: string;
  $company?: string;
  $project?: string;
  $createBy?: string;
  $createTime?: string;
  $deleted?: boolean;
};

export const SEED_KEYS = ['$key', '$company', '$project', '$createBy', '$createTime', '$deleted'] as const;

/** Whether a path relative to `schemas/` is a demo-data file. */
export function isSeedFile(relativePath: string): boolean {
  return relativePath.endsWith('.seed.json');
}

/** A `{ "$ref": "page#key" }` value split into its page and key, or null for any other value. */
export function seedRefOf(value: unknown): { page: string; key: string } | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string' || Object.keys(value).length !== 1) return null;
  const at = ref.lastIndexOf('#');
  if (at <= 0 || at === ref.length - 1) return null;
  return { page: ref.slice(0, at), key: ref.slice(at + 1) };
}
