import { useEffect, useMemo } from 'react';
import type { DataProvider } from '../data/data-provider';
import { useOptionalDataProvider } from '../data/data-provider-context';
import { asRecordPage } from '../page/record-page';
import { useAccessControl } from '../permissions/access-context';
import { formPageAllowed } from '../permissions/page-actions';
import type { CrudPageSchema, FormPageSchema } from '../schema/page-schema';
import { useClickGuard, type ClickGuard } from './use-click-guard';
import { createFormPageStore, type FormPageStore } from './form-page-store';

export interface FormPageControllerOptions {
  provider?: DataProvider;
}

export interface FormPageController {
  kind: 'form';
  schema: FormPageSchema;
  /** Observable state: status, the record id, the form's revision. Read it inside `observer`. */
  store: FormPageStore;
  /** The page as the record editor reads it (same fields and rules). */
  recordPage: CrudPageSchema;
  /** Whether the user may save (add, or edit the single record); read inside `observer`, it follows `store.recordId`. */
  allowed: boolean;
  /** The 3 s guard of 提交: it outlives the form, which is rebuilt after every save. */
  guard: ClickGuard;
}

/**
 * The headless logic of a `form` page: one store per page instance (the single record looked up on mount),
 * whether the user may save, and the submit button's click guard.
 *
 * @example
 * const ctl = useFormPageController(hazardReportPage);
 * ctl.store.status; // 'ready'
 */
export function useFormPageController(schema: FormPageSchema, options: FormPageControllerOptions = {}): FormPageController {
  const contextProvider = useOptionalDataProvider();
  const provider = options.provider ?? contextProvider;
  if (!provider) throw new Error('useFormPageController: 未提供 DataProvider，请用 <EngineProvider> 包裹页面。');
  const store = useMemo(() => createFormPageStore(provider, schema), [provider, schema]);
  useEffect(() => {
    void store.load();
  }, [store]);
  const access = useAccessControl();
  const recordPage = useMemo(() => asRecordPage(schema), [schema]);
  const guard = useClickGuard();
  const allowed = formPageAllowed(schema, access, Boolean(store.recordId));
  return { kind: 'form', schema, store, recordPage, allowed, guard };
}
