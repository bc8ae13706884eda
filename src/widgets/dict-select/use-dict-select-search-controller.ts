import { useCallback, useEffect, useRef, useState } from 'react';
import { useDictService, type DictItem } from '@/engine';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export const selectSearchMessages = {
  empty: '没有查询到任何数据',
  prompt: '请输入搜索内容',
} as const;

export interface DictSelectSearchControllerOptions {
  dict?: string;
  /** Search on the server as the user types; otherwise load the whole dictionary once and filter locally. */
  async: boolean;
  pageSize: number;
  value?: string;
  /** Shows a service message: a failed search appears as a warning, not an error. */
  onWarning: (message: string) => void;
}

/**
 * State of the searchable dictionary select (JSearchSelectTag): debounced server search, the text of the
 * current value, and which hint to show when the list is empty.
 */
export function useDictSelectSearchController({ dict, async, pageSize, value, onWarning }: DictSelectSearchControllerOptions) {
  const service = useDictService();
  const [options, setOptions] = useState<DictItem[]>([]);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState(false);
  const [valueText, setValueText] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const ticket = useRef(0);
  const warn = useRef(onWarning);
  warn.current = onWarning;

  useEffect(() => () => clearTimeout(timer.current), []);

  // Sync mode: the whole dictionary once.
  useEffect(() => {
    if (async || !dict || !service) return;
    service.getDictItems(dict).then(setOptions, (e: unknown) => warn.current(e instanceof Error ? e.message : String(e)));
  }, [async, dict, service]);

  // Async mode: the value's text, so a saved value shows its name before any search.
  useEffect(() => {
    if (!async || !dict || !service || !value) {
      setValueText(undefined);
      return;
    }
    let alive = true;
    service.loadDictTexts(dict, [value]).then((texts) => alive && setValueText(texts[0]), () => alive && setValueText(undefined));
    return () => {
      alive = false;
    };
  }, [async, dict, service, value]);

  const search = useCallback((text: string) => {
    setKeyword(text);
    if (!async) return;
    clearTimeout(timer.current);
    if (!text.trim() || !dict || !service) {
      ticket.current += 1;
      setOptions([]);
      setSearched(false);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const mine = ++ticket.current;
      service.searchDict(dict, text.trim(), pageSize).then(
        (items) => {
          if (mine !== ticket.current) return;
          setOptions(items);
          setSearched(true);
          setLoading(false);
        },
        (error: unknown) => {
          if (mine !== ticket.current) return;
          setOptions([]);
          setSearched(true);
          setLoading(false);
          warn.current(error instanceof Error ? error.message : String(error));
        },
      );
    }, SEARCH_DEBOUNCE_MS);
  }, [async, dict, pageSize, service]);

  const visible = async ? options : options.filter((o) => !keyword || o.text.includes(keyword) || o.value.includes(keyword));
  // The current value stays selectable (and readable) even when it is not in the latest search result.
  const withValue = value && !visible.some((o) => o.value === value) && (valueText || !async)
    ? [...visible, { value, text: valueText ?? options.find((o) => o.value === value)?.text ?? value }]
    : visible;
  const emptyHint = async && !searched && !keyword.trim() ? selectSearchMessages.prompt : selectSearchMessages.empty;

  return { options: withValue, loading, search, emptyHint, keyword };
}
