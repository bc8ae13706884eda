import type { AuthInfo } from '../auth/tokens';
import { queryTableDict, resolveTableDict, tableOwners } from './table-dict';
import type { TableModel } from './table-model';
import type { ReadContext } from './table-reads';
import type { Row } from './table-repository';

/**
 * An imported sheet names a table dictionary's records as the export wrote them, by text (职务 总经理, not ZJL): each
 * such cell becomes the record's value when exactly one record the importer may see has that text. A value that is
 * already a code, or a text several records share, stays as it is, for the save check to accept or refuse by name.
 */
export async function tableDictTextsToValues(ctx: ReadContext, model: TableModel, auth: AuthInfo, inputs: Row[]): Promise<void> {
  for (const field of model.stored.filter((f) => f.dict?.includes(','))) {
    const cells = [...new Set(inputs.map((r) => r[field.name]).filter((v): v is string => typeof v === 'string' && v !== ''))];
    if (!cells.length) continue;
    const items = await queryTableDict(ctx.db, resolveTableDict(ctx.tableDicts(), field.dict!), { texts: cells, caller: auth, ownerOf: tableOwners(() => ctx.tables?.()) });
    const values = new Map<string, string[]>();
    for (const i of items) values.set(i.text, [...(values.get(i.text) ?? []), i.value]);
    for (const r of inputs) {
      const found = typeof r[field.name] === 'string' ? values.get(r[field.name] as string) : undefined;
      if (found?.length === 1) r[field.name] = found[0];
    }
  }
}
