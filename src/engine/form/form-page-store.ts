import { action, makeObservable, observable, runInAction } from 'mobx';
import type { DataProvider, DataRecord } from '../data/data-provider';
import type { FormPageSchema } from '../schema/page-schema';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Page state of one `form` page: which record the form edits (`single` mode: the scope's one record, found by
 * `load()`; `create` mode: none, every submit adds one) and a revision that rebuilds the form — a clean form after
 * a create, the saved record (its new version) after an update, the defaults again after 重置.
 *
 * @example
 * const store = createFormPageStore(provider, settingsPage);
 * await store.load();
 * store.recordId; // 's1'
 */
export class FormPageStore {
  status: 'loading' | 'ready' | 'error';
  /** The record the form edits; undefined in create mode and while a single-record page has none yet. */
  recordId: string | undefined = undefined;
  error: string | undefined = undefined;
  /** Bumped to rebuild the form. */
  revision = 0;

  readonly schema: FormPageSchema;
  private readonly provider: DataProvider;
  private requestSeq = 0;

  constructor(provider: DataProvider, schema: FormPageSchema) {
    this.provider = provider;
    this.schema = schema;
    this.status = schema.mode === 'single' ? 'loading' : 'ready';
    makeObservable<FormPageStore, 'requestSeq'>(this, {
      status: observable,
      recordId: observable,
      error: observable,
      revision: observable,
      requestSeq: false,
      load: action,
      saved: action,
      restart: action,
    });
  }

  /** `single` mode: finds the scope's one record (the first row of the list). Create mode has nothing to load. */
  async load(): Promise<void> {
    if (this.schema.mode !== 'single') return;
    const seq = ++this.requestSeq;
    this.status = 'loading';
    this.error = undefined;
    try {
      const { data } = await this.provider.getList({ resource: this.schema.code, pagination: { current: 1, pageSize: 1 } });
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.recordId = data[0]?.id;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.error = messageOf(error);
        this.status = 'error';
      });
    }
  }

  /** After a save: a single-record page goes on editing the saved record; either way the form is rebuilt. */
  saved(record: DataRecord): void {
    if (this.schema.mode === 'single' && record.id) this.recordId = record.id;
    this.revision += 1;
  }

  /** 重置: the form starts over from the record (or the defaults). */
  restart(): void {
    this.revision += 1;
  }
}

/**
 * Makes the MobX store of one form page. Nothing loads until `load()`.
 *
 * @example
 * const store = createFormPageStore(provider, hazardReportPage);
 */
export function createFormPageStore(provider: DataProvider, schema: FormPageSchema): FormPageStore {
  return new FormPageStore(provider, schema);
}
