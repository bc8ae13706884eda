import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { loadSchemaStore } from '../../src/schemas/schema-store';
import { ROOT } from '../helper';
import path from 'node:path';
import { modulePages, platformWritten, prepareProof, proveRules, proveScopeAndRights, proveValidRecord, type Proof } from './generic-proof';

// The generic proof over half of the business modules (the other half runs beside it in the second file).
const pages = modulePages(loadSchemaStore(path.join(ROOT, 'schemas')).pages.values()).filter((_, i) => i % 2 === 2 - 1);

let t: TestPlatform;
let proof: Proof;
beforeAll(async () => {
  // The approval pages prove themselves on their demo approvals (in the PGlite template already; seeded here on PostgreSQL).
  t = await createTestPlatform({ seedDemoFlows: true });
  proof = await prepareProof(t);
}, 120_000);
afterAll(async () => t?.close());

describe.each(pages.map((page) => [page.code, page] as const))('%s', (_code, page) => {
  it.skipIf(platformWritten(page))('saves a valid record, reads, edits, finds it by each query field, exports, deletes and restores it', async () => {
    await proveValidRecord(proof, page);
  });
  it.skipIf(platformWritten(page))('refuses each rule\'s bad value with the field\'s message', async () => {
    await proveRules(proof, page);
  });
  it('shows each company and project only its own rows, and refuses a write without its button', async () => {
    await proveScopeAndRights(proof, page);
  });
});
