import { useEffect, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { hoverTooltip, keymap } from '@codemirror/view';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { indentWithTab } from '@codemirror/commands';
import { describeAt, propertiesAt } from '@/engine';
import metaSchema from '@/engine/schema/page.meta-schema.json';
import { placeAt, rangeOfPointer } from './json-tree';

/** A problem to mark in the text, located by JSON Pointer (the linter's and the server's problems alike). */
export interface EditorProblem {
  pointer: string;
  message: string;
  severity?: 'error' | 'warning';
}

export interface SchemaCodeEditorProps {
  value: string;
  onChange(value: string): void;
  problems: EditorProblem[];
  /** Fills the height of its container. */
  height?: number | string;
  readOnly?: boolean;
}

const META = metaSchema as unknown as Record<string, unknown>;

/** The document as JSON where it parses; completion then knows the page's kind. An unparsable one completes generically. */
function docOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const kind = /"kind"\s*:\s*"([a-z-]+)"/.exec(text)?.[1];
    return kind ? { kind } : {};
  }
}

/** Keys the object may have (with their descriptions), or the closed list of values of the property being typed. */
function complete(context: CompletionContext): CompletionResult | null {
  const place = placeAt(context.state, context.pos);
  if (!place) return null;
  const doc = docOf(context.state.doc.toString());
  if (place.kind === 'key') {
    const props = propertiesAt(META, doc, place.path);
    if (!props.length) return null;
    return {
      from: place.from,
      to: place.to,
      options: props.map((p) => ({
        label: `"${p.name}"`, type: 'property', detail: p.required ? '必填' : undefined, info: p.description, boost: p.required ? 1 : 0,
      })),
      validFor: /^"?[\w$-]*"?$/,
    };
  }
  const { values, description } = describeAt(META, doc, place.path);
  if (!values?.length) return null;
  return {
    from: place.from,
    to: place.to,
    options: values.map((v) => ({ label: JSON.stringify(v), type: 'enum', info: description })),
    validFor: /^"?[\w$.-]*"?$/,
  };
}

/** The description of the key under the pointer, and its allowed values when they are a closed list. */
const hover = hoverTooltip((view, pos) => {
  const place = placeAt(view.state, pos);
  if (!place || place.kind !== 'key' || !place.key) return null;
  const { description, values } = describeAt(META, docOf(view.state.doc.toString()), [...place.path, place.key]);
  if (!description && !values) return null;
  return {
    pos: place.from,
    end: place.to,
    above: true,
    create() {
      const dom = document.createElement('div');
      dom.className = 'studio-hover';
      dom.style.cssText = 'max-width:420px;padding:6px 10px;font-size:12px;line-height:1.6';
      const title = document.createElement('strong');
      title.textContent = place.key!;
      dom.append(title);
      if (description) dom.append(document.createElement('br'), description);
      if (values) {
        const list = document.createElement('div');
        list.style.color = '#595959';
        list.textContent = `可选值：${values.map((v) => JSON.stringify(v)).join('、')}`;
        dom.append(list);
      }
      return { dom };
    },
  };
});

const theme = EditorView.theme({
  '&': { fontSize: '13px', height: '100%', border: '1px solid #d9d9d9', borderRadius: '6px' },
  '.cm-scroller': { fontFamily: 'Menlo, Consolas, "Microsoft YaHei", monospace' },
  '.cm-tooltip-autocomplete ul li': { fontFamily: 'Menlo, Consolas, monospace' },
});

/**
 * The JSON code editor of 模式设计器 (CodeMirror 6): completion of keys and values and hover descriptions from the
 * page meta-schema, and the problems given marked in the text and the gutter. Controlled: `value` replaces the text
 * when it differs from what was typed (a template, the designer, a rollback).
 */
export function SchemaCodeEditor({ value, onChange, problems, height = '100%', readOnly }: SchemaCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup, keymap.of([indentWithTab]), json(), lintGutter(), autocompletion({ override: [complete], activateOnTyping: true }), hover, theme,
          EditorState.readOnly.of(Boolean(readOnly)),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) changed.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const diagnostics: Diagnostic[] = problems.map((p) => {
      // An unknown key is reported at its object: mark the key's own line instead of the object's first.
      const unknown = /^未知属性 "([^"]+)"/.exec(p.message)?.[1];
      const range = rangeOfPointer(editor.state, unknown ? `${p.pointer}/${unknown.replace(/~/g, '~0').replace(/\//g, '~1')}` : p.pointer);
      return { ...range, severity: p.severity ?? 'error', message: `${p.pointer || '/'}：${p.message}` };
    });
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [problems, value]);

  return <div ref={host} data-testid="schema-code-editor" style={{ height, overflow: 'hidden' }} />;
}
