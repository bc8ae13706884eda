import { useEffect, useState } from 'react';
import type { DataRecord } from '../data/data-provider';
import { useDataProvider } from '../data/data-provider-context';
import { isHttpError } from '../data/http-error';
import { useSchemaLoader } from '../loader/schema-loader-context';
import { isDataPage, type CrudPageSchema, type DataPageSchema, type FieldSchema } from '../schema/page-schema';

/** One `related` entry of a page: another page's records that point at this record. */
export type RelatedSpec = NonNullable<CrudPageSchema['related']>[number];

/** Rows shown in a related list (the list is a glimpse: the module's own page has the rest). */
export const RELATED_PAGE_SIZE = 50;

export type RelatedState =
  | { status: 'loading' }
  | { status: 'ready'; page: DataPageSchema; columns: FieldSchema[]; rows: DataRecord[]; total: number }
  | { status: 'forbidden' }
  | { status: 'error'; message: string };

/** The columns a related list shows: those it names, else the first eight the related page's own list shows. */
export function relatedColumns(page: DataPageSchema, spec: RelatedSpec): FieldSchema[] {
  if (spec.columns?.length) return spec.columns.flatMap((name) => page.fields.filter((f) => f.name === name));
  return page.fields.filter((f) => f.type !== 'hidden' && !f.list?.hidden && f.name !== spec.link).slice(0, 8);
}

/**
 * The records of one related list for a record: the related page's schema, then its rows whose link field holds this
 * record's id (or `match` field). The server applies the user's scope and rights: without the related page's menu the
 * list says so instead of showing nothing.
 *
 * @example
 * const state = useRelatedRecords({ page: 'contract/supplement', link: 'contractId' }, contract);
 */
export function useRelatedRecords(spec: RelatedSpec, record: DataRecord): RelatedState {
  const loader = useSchemaLoader();
  const provider = useDataProvider();
  const [state, setState] = useState<RelatedState>({ status: 'loading' });
  const key = record[spec.match ?? 'id'];
  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    (async (): Promise<RelatedState> => {
      const loaded = await loader.load(spec.page);
      if (loaded.status !== 'ready' || !isDataPage(loaded.schema)) throw new Error(`关联页面 ${spec.page} 无法加载`);
      const page = loaded.schema as DataPageSchema;
      if (key === undefined || key === null || key === '') return { status: 'ready', page, columns: relatedColumns(page, spec), rows: [], total: 0 };
      const { data, total } = await provider.getList({
        resource: spec.page,
        pagination: { current: 1, pageSize: RELATED_PAGE_SIZE },
        filters: [{ field: spec.link, operator: 'eq', value: String(key) }],
        meta: { silent: true },
      });
      return { status: 'ready', page, columns: relatedColumns(page, spec), rows: data, total };
    })().then(
      (next) => alive && setState(next),
      (error: unknown) => {
        if (!alive) return;
        if (isHttpError(error) && (error.status === 403 || error.status === 401)) setState({ status: 'forbidden' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      alive = false;
    };
  }, [loader, provider, spec, key]);
  return state;
}
