import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { lintPage, type PageSchema, type StudioCheck, type StudioClient, type StudioSchemaDetail } from '@/engine';
import type { EditorProblem } from './editor/schema-code-editor';

export interface DraftState {
  code?: string;
  detail?: StudioSchemaDetail;
  text: string;
  /** The text as last saved (or opened): the draft is unsaved while they differ. */
  savedText: string;
  /** The server's check of `checkedText`. */
  check?: StudioCheck;
  checkedText?: string;
}

/** The page the text describes, when it parses and passes the meta-schema and single-page rules (the browser's own lint). */
function localLint(text: string): { page?: PageSchema; problems: EditorProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { problems: [{ pointer: '/', message: `JSON 格式错误：${(err as Error).message}` }] };
  }
  const problems = lintPage(json);
  return problems.length ? { problems } : { page: json as PageSchema, problems };
}

/**
 * The studio's draft: the text, its problems (the browser's lint while typing; the server's full check — every file,
 * the guard rails, the table's dry run — once asked for, as long as the text has not changed since) and the page the
 * preview renders.
 */
export function useStudioDraft(studio: StudioClient) {
  const [state, setState] = useState<DraftState>({ text: '', savedText: '' });
  const deferred = useDeferredValue(state.text);
  const local = useMemo(() => (deferred.trim() ? localLint(deferred) : { problems: [] }), [deferred]);
  const serverProblems = state.check && state.checkedText === state.text ? state.check.problems : [];
  const problems = local.problems.length ? local.problems : serverProblems;

  const open = useCallback(async (code: string) => {
    const detail = await studio.detail(code);
    const text = detail.draft ?? detail.published ?? '';
    setState({ code, detail, text, savedText: text });
  }, [studio]);

  const create = useCallback((code: string, text: string) => {
    setState({ code, text, savedText: '', detail: { code, origin: 'draft', draft: null, draftBy: null, draftTime: null, published: null, version: null } });
  }, []);

  const setText = useCallback((text: string) => setState((s) => ({ ...s, text })), []);

  const runCheck = useCallback(async () => {
    if (!state.code) return undefined;
    const text = state.text;
    const check = await studio.check(state.code, text);
    setState((s) => ({ ...s, check, checkedText: text }));
    return check;
  }, [studio, state.code, state.text]);

  const save = useCallback(async () => {
    if (!state.code) return undefined;
    const text = state.text;
    const answer = await studio.saveDraft(state.code, text);
    setState((s) => ({ ...s, savedText: text, check: answer.check, checkedText: text }));
    return answer;
  }, [studio, state.code, state.text]);

  return { state, page: local.page, problems, open, create, setText, runCheck, save };
}
