import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';
import type { JsonPath } from '@/engine';

/** The whole document's tree: the parser works lazily, and a pointer may be anywhere in the text. */
const treeOf = (state: EditorState) => ensureSyntaxTree(state, state.doc.length, 500) ?? syntaxTree(state);

const unquote = (state: EditorState, node: SyntaxNode) => {
  const raw = state.sliceDoc(node.from, node.to);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
};

/** The values of an Object or Array node, in order (Property nodes for an object). */
function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (!['{', '}', '[', ']', ',', '⚠'].includes(child.name)) out.push(child);
  }
  return out;
}

/** The JSON path of a node: the keys of the properties and the indexes of the array items around it. */
function pathOf(state: EditorState, node: SyntaxNode | null): JsonPath {
  const path: JsonPath = [];
  for (let n = node; n; n = n.parent) {
    const parent = n.parent;
    if (n.name === 'Property') {
      const key = n.getChild('PropertyName');
      if (key) path.unshift(unquote(state, key));
    } else if (parent?.name === 'Array') {
      path.unshift(children(parent).findIndex((c) => c.from === n.from));
    }
  }
  return path;
}

/** Where the cursor is in the JSON: the path of the object it types a key in, or of the value it types. */
export interface CursorPlace {
  kind: 'key' | 'value';
  /** For a key: the object's path; for a value: the value's path. */
  path: JsonPath;
  /** The text being typed (the string or word under the cursor), replaced on completion. */
  from: number;
  to: number;
  /** The key under the cursor (for hover). */
  key?: string;
}

/**
 * What the cursor is on: a property name (or a place where one may be typed) inside an object, or a property's value.
 *
 * @example
 * placeAt(state, pos); // { kind: 'value', path: ['fields', 0, 'type'], from: 120, to: 127 }
 */
export function placeAt(state: EditorState, pos: number): CursorPlace | null {
  const tree = treeOf(state);
  let node: SyntaxNode | null = tree.resolveInner(pos, -1);
  if (node.name === 'PropertyName') {
    const prop = node.parent!;
    return { kind: 'key', path: pathOf(state, prop.parent), from: node.from, to: node.to, key: unquote(state, node) };
  }
  if (node.name === '⚠' || node.name === 'JsonText') node = tree.resolveInner(pos, 1);
  // A word typed where a key belongs parses as an error inside the object.
  if (node.name === 'Object' || node.parent?.name === 'Object' && node.name !== 'Property') {
    const object = node.name === 'Object' ? node : node.parent!;
    const word = /"?[\w$-]*$/.exec(state.sliceDoc(Math.max(object.from, pos - 40), pos))?.[0] ?? '';
    return { kind: 'key', path: pathOf(state, object), from: pos - word.length, to: pos };
  }
  if (['String', 'Number', 'True', 'False', 'Null'].includes(node.name) && node.parent?.name === 'Property') {
    return { kind: 'value', path: pathOf(state, node.parent), from: node.from, to: node.to };
  }
  if (node.name === 'Property') {
    // After "key": with nothing typed yet.
    return { kind: 'value', path: pathOf(state, node), from: pos, to: pos };
  }
  return null;
}

/**
 * The text range of a JSON Pointer (`/fields/2/type`): the value it points at, or the nearest enclosing part that
 * exists (a missing key points at its object). The linter's problems are shown there.
 *
 * @example
 * rangeOfPointer(state, '/fields/0/type'); // { from: 96, to: 103 }
 */
export function rangeOfPointer(state: EditorState, pointer: string): { from: number; to: number } {
  const tree = treeOf(state);
  let node: SyntaxNode | null = tree.topNode.firstChild;
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  for (const key of keys) {
    if (!node) break;
    if (node.name === 'Object') {
      const prop = children(node).find((p) => p.name === 'Property' && p.getChild('PropertyName') && unquote(state, p.getChild('PropertyName')!) === key);
      if (!prop) break;
      node = prop.lastChild && prop.lastChild.name !== 'PropertyName' ? prop.lastChild : prop;
    } else if (node.name === 'Array') {
      const item = children(node)[Number(key)];
      if (!item) break;
      node = item;
    } else break;
  }
  if (!node) return { from: 0, to: Math.min(1, state.doc.length) };
  // A whole object or array is marked on its first line only, not as a block of red.
  const end = node.name === 'Object' || node.name === 'Array' ? Math.min(node.to, state.doc.lineAt(node.from).to) : node.to;
  return { from: node.from, to: Math.max(end, node.from + 1) };
}
