import { createContext, useContext, type ReactNode } from 'react';
import { createDictLookup, type DictItem, type DictLookup } from './dict-lookup';

const emptyLookup = createDictLookup({});
const DictContext = createContext<DictLookup>(emptyLookup);

/**
 * Supplies the dictionaries (from the login's `sysAllDictItems`) to widgets.
 *
 * @example
 * <DictContextProvider value={createDictLookup(session.dictItems)}>{page}</DictContextProvider>
 */
export function DictContextProvider({ value, children }: { value: DictLookup; children?: ReactNode }) {
  return <DictContext.Provider value={value}>{children}</DictContext.Provider>;
}

/**
 * The dictionary lookup; an empty one when no provider is installed (dictionary fields then show raw values).
 *
 * @example
 * const dicts = useDictLookup();
 * dicts.text('news_type', record.newsType);
 */
export function useDictLookup(): DictLookup {
  return useContext(DictContext);
}

/**
 * Items of one dictionary, e.g. for a select.
 *
 * @example
 * const options = useDictItems('news_type').map((i) => ({ value: i.value, label: i.text }));
 */
export function useDictItems(code: string | undefined): DictItem[] {
  const lookup = useDictLookup();
  return code ? lookup.items(code) : [];
}
