import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { ApiError } from '../http/envelope';
import type { TableRegistry } from '../tables/table-registry';
import { flowStore, type DefinitionRow } from '../tables/stores/flow-store';
import { checksum, readFlowModel, type FlowProblem } from './flow-model';
import { lintFlow } from './flow-lint';

/** The page whose records a process approves: the page whose `approval.process` names it. */
export function formOf(tables: TableRegistry, processKey: string): string | null {
  return tables.all().find((m) => m.page.approval?.process === processKey)?.page.code ?? null;
}

/**
 * Deploys a diagram as the process's next version, after lint: errors refuse it (with every problem in the answer,
 * so the modeler marks them), an unchanged diagram deploys nothing. Running instances keep the version they started on.
 */
export async function deployFlow(
  services: { db: Database; tables: TableRegistry },
  input: { xml: string; formCode: string | null; origin: 'file' | 'studio'; by: string },
): Promise<DefinitionRow & { problems: FlowProblem[]; unchanged?: boolean }> {
  const read = await readFlowModel(input.xml);
  if (!read.model) throw new ApiError(400, read.problems[0]?.message ?? '流程文件无法读取', {}, { problems: read.problems });
  const formCode = input.formCode || formOf(services.tables, read.model.processId);
  const fields = formCode ? services.tables.get(formCode)?.page.fields.map((f) => f.name) : undefined;
  const problems = await lintFlow(input.xml, fields);
  const errors = problems.filter((p) => p.category === 'error');
  if (errors.length) throw new ApiError(400, `流程检查未通过：${errors[0].message}${errors.length > 1 ? ` 等 ${errors.length} 个问题` : ''}`, {}, { problems });
  const sum = checksum(input.xml);
  return services.db.exclusive(`flow:${read.model.processId}`, async () => {
    const latest = await flowStore.latestDefinition(services.db, read.model!.processId);
    if (latest?.checksum === sum) return { ...latest, problems, unchanged: true };
    const row = await flowStore.insertDefinition(services.db, {
      process_key: read.model!.processId, name: read.model!.name, form_code: formCode, xml: input.xml, checksum: sum, origin: input.origin, deployed_by: input.by,
    });
    return { ...row, problems };
  });
}

/**
 * On every start: each `schemas/flows/*.bpmn` whose content changed since its last deployed file version is
 * deployed as a new version (a version deployed from the studio is newer and stands until the file changes).
 * A file that fails lint is reported and skipped; the rest of the platform starts.
 */
export async function deployFlowFiles(services: { db: Database; tables: TableRegistry }, dir: string, log: (msg: string) => void): Promise<void> {
  if (!fs.existsSync(dir)) return;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.bpmn')).sort().map((file) => {
    const xml = fs.readFileSync(path.join(dir, file), 'utf8');
    return { file, xml, sum: checksum(xml) };
  });
  // A file deployed before, unchanged, is not parsed again (reading and linting the diagrams was most of a start's
  // flow work): one query finds which contents are already deployed.
  const deployed = await flowStore.deployedFileChecksums(services.db, files.map((f) => f.sum));
  for (const { file, xml, sum } of files) {
    if (deployed.has(sum)) continue;
    try {
      const read = await readFlowModel(xml);
      if (!read.model) throw new Error(read.problems[0]?.message);
      const row = await deployFlow(services, { xml, formCode: null, origin: 'file', by: 'system' });
      if (!row.unchanged) log(`已部署流程 ${row.process_key}（${row.name}）第 ${row.version} 版`);
    } catch (error) {
      log(`流程文件 flows/${file} 未部署：${(error as Error).message}`);
    }
  }
}
