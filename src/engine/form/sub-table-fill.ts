import { useEffect } from 'react';
import { onFormValuesChange, type Form } from '@formily/core';
import { useDataProvider } from '../data/data-provider-context';
import { onlineReportClientFor } from '../util/online-report-client';
import type { GridRowValues } from '../grid/grid-columns';
import type { CrudPageSchema, SubTableSchema } from '../schema/page-schema';

/** The most lines one fill brings (an indicator system, a contract's items). */
const FILL_LIMIT = 100;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Whether a grid row holds anything a person typed (the grid's own keys aside). */
const typed = (row: GridRowValues) => Object.entries(row).some(([k, v]) => k !== 'id' && !k.startsWith('_') && !blank(v));

/**
 * 带出明细 (`subTables[].fill`): when the field a sub-table names is chosen in the form, the lines of that choice are read
 * from an online report (its parameter set to the value) and become the sub-table's rows, each column mapped onto a
 * row field — choosing 被考核人 brings the sheet's indicators into the ballot, so the assessor only scores them. Rows a
 * person typed are never replaced; rows an earlier choice brought are.
 *
 * @example
 * useSubTableFill(form, page, mode, ctl.replaceSubRows);
 */
export function useSubTableFill(form: Form, page: Pick<CrudPageSchema, 'subTables'>, mode: string, replaceRows: (name: string, rows: GridRowValues[]) => void): void {
  const provider = useDataProvider();
  useEffect(() => {
    // Only a new record is filled: an edited one already has its lines (and loads them after its fields).
    const fills = mode !== 'add' ? [] : (page.subTables ?? []).filter((sub): sub is SubTableSchema & { fill: NonNullable<SubTableSchema['fill']> } => Boolean(sub.fill));
    if (!fills.length) return undefined;
    const client = onlineReportClientFor(provider);
    const brought = new Map<string, GridRowValues[]>();
    const id = `sub-table-fill-${Math.random().toString(36).slice(2)}`;
    let request = 0;
    const seen = new Map<string, unknown>();
    const fill = async (sub: (typeof fills)[number], value: unknown) => {
      const current = (form.values[sub.name] as GridRowValues[] | undefined) ?? [];
      const ours = brought.get(sub.name);
      const oursStill = ours && current.length === ours.length && ours.every((row, i) => current[i]?.id === row.id);
      if (current.some(typed) && !oursStill) return;
      const ticket = ++request;
      const meta = await client.getColumns(sub.fill.report);
      const result = await client.getData(meta.cgRpConfigId, { pageNo: 1, pageSize: FILL_LIMIT, param: { [sub.fill.param]: value }, queryInfo: [], values: {} });
      if (ticket !== request) return;
      const rows = result.records.map((record, i) => ({
        id: `fill-${ticket}-${i}`,
        ...Object.fromEntries(Object.entries(sub.fill.map).map(([to, from = '']) => [to, (record as Record<string, unknown>)[from]])),
      }));
      brought.set(sub.name, rows);
      replaceRows(sub.name, rows);
    };
    // The choosing field may be a hidden one a popup fills: watch the values, not a mounted field.
    form.addEffects(id, () => {
      onFormValuesChange((changed) => {
        for (const sub of fills) {
          const value = changed.values[sub.fill.when] as unknown;
          if (seen.get(sub.name) === value) continue;
          seen.set(sub.name, value);
          if (!blank(value)) void fill(sub, value).catch(() => undefined);
        }
      });
    });
    return () => form.removeEffects(id);
  }, [form, page, mode, provider, replaceRows]);
}
