// `npm run schemas:export`: writes the schemas published from 模式设计器 to schemas/studio/ (for version control).
// `npm run schemas:import`: publishes the files under schemas/studio/ that differ from the database, through the same
// checks as a publish from the studio. Both use the server's settings (DATA_DIR or DATABASE_URL, SCHEMAS_DIR); on
// PostgreSQL the running servers are told and serve an import at once, PGlite's data directory must not be in use.
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { lockDataDir } from '../server/src/db/data-dir-lock';
import { openDatabase } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { createEventBus } from '../server/src/realtime/event-bus';
import { databaseSchemaFiles } from '../server/src/schemas/database-schemas';
import { loadSchemaStore } from '../server/src/schemas/schema-store';
import { exportSchemas, importSchemas } from '../server/src/schemas/studio/studio-files';

const command = process.argv[2];
if (command !== 'export' && command !== 'import') {
  console.error('用法：tsx scripts/schemas-studio.ts export|import');
  process.exit(2);
}
const config = loadConfig();
const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
const db = await openDatabase({
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'), databaseUrl: config.databaseUrl, pgSchema: config.databaseSchema,
});
let failed = false;
try {
  await migrate(db);
  if (command === 'export') {
    const written = await exportSchemas({ db }, config.schemasDir);
    for (const file of written) console.log(`已导出 ${file}`);
    console.log(written.length ? `共导出 ${written.length} 个模式到 ${path.join(config.schemasDir, 'studio')}` : '没有需要导出的变化');
  } else {
    const store = loadSchemaStore(config.schemasDir, await databaseSchemaFiles(db));
    const outcome = await importSchemas({ db, store }, config.schemasDir, 'system');
    for (const line of outcome.imported) console.log(`已导入 ${line}`);
    for (const line of outcome.refused) console.error(`未导入 ${line}`);
    for (const code of outcome.withdrawn) console.log(`未导入 ${code}：已在模式设计器中停用（修改文件后导入会重新发布）`);
    console.log(`导入 ${outcome.imported.length} 个，未变 ${outcome.unchanged.length} 个，已停用 ${outcome.withdrawn.length} 个，拒绝 ${outcome.refused.length} 个`);
    failed = outcome.refused.length > 0;
    if (outcome.imported.length && db.kind === 'postgres') {
      const bus = await createEventBus(db, config.databaseUrl, config.databaseSchema);
      await bus.publish({ kind: 'schemas', from: 'schemas:import' });
      await bus.close();
    }
  }
} finally {
  await db.close();
  lock?.release();
}
process.exit(failed ? 1 : 0);
