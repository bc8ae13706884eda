import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The browser code's layers import one way — src/shell → src/widgets → src/engine → src/engine/schema — and the shell
// is sorted by feature (src/shell/<feature>/) with no cycle between its feature folders, so a feature can be read,
// moved or lazily loaded without dragging the others along. ESLint enforces the layers file by file; this test reads
// every import (type-only, dynamic and module augmentations included) and checks the whole graph.
const SRC = path.resolve(import.meta.dirname, '../../src');
const SHELL = path.join(SRC, 'shell');

type Layer = 'schema' | 'engine' | 'widgets' | 'shell' | 'bench' | 'entry';

/** What each layer may import from the others (its own layer is always allowed). */
const ALLOWED: Record<Layer, Layer[]> = {
  schema: [],
  engine: ['schema'],
  widgets: ['engine', 'schema'],
  shell: ['widgets', 'engine', 'schema'],
  bench: ['widgets', 'engine', 'schema'],
  entry: ['shell', 'bench'],
};

/** Packages a layer must not use: the engine stays headless, the schema layer framework-free (the server uses it). */
const UI_PACKAGES = /^(antd|@ant-design\/|@formily\/antd-v5)/;
const FRAMEWORK_PACKAGES = /^(react|react-dom|mobx|mobx-react-lite|@formily\/|axios)(\/|$)/;
const BANNED_PACKAGES: Partial<Record<Layer, RegExp[]>> = {
  engine: [UI_PACKAGES],
  schema: [UI_PACKAGES, FRAMEWORK_PACKAGES],
};

interface Import {
  from: string;
  specifier: string;
  /** Absolute path of the imported source file; undefined for a package. */
  target?: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? base;
}

function importsOf(file: string): Import[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles.map(({ fileName }) => ({ from: file, specifier: fileName, target: resolveImport(file, fileName) }));
}

function layerOf(file: string): Layer {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === 'engine') return rel[1] === 'schema' ? 'schema' : 'engine';
  if (rel[0] === 'widgets' || rel[0] === 'shell' || rel[0] === 'bench') return rel[0];
  return 'entry';
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const isTestCode = (file: string) => /\.(test|stories|fixtures)\.tsx?$/.test(file) || rel(file).startsWith('shell/testing/');
/** The feature folder of a shell file (`src/shell/<feature>/…`); undefined outside the shell. */
const featureOf = (file: string) => (file.startsWith(SHELL + path.sep) ? path.relative(SHELL, file).split(path.sep)[0] : undefined);

/**
 * One cycle per strongly connected component of `graph` (Tarjan), each as the list of its nodes in import order
 * with the first repeated at the end.
 *
 * @example
 * findCycles(new Map([['a', new Set(['b'])], ['b', new Set(['a'])]])); // [['a', 'b', 'a']]
 */
function findCycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  // A concrete cycle inside each component: walk from its first node, staying inside, until a node repeats.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...members].sort()[0];
    const shortest = (from: string, to: string): string[] => {
      const previous = new Map<string, string>();
      const queue = [from];
      while (queue.length) {
        const node = queue.shift()!;
        for (const next of [...(graph.get(node) ?? [])].sort()) {
          if (!members.has(next) || previous.has(next)) continue;
          previous.set(next, node);
          if (next === to) {
            const chain = [to];
            while (chain[0] !== from || chain.length === 1) chain.unshift(previous.get(chain[0])!);
            return chain;
          }
          queue.push(next);
        }
      }
      return [from, to];
    };
    return shortest(start, start);
  });
}

const files = sourceFiles(SRC);
const imports = files.flatMap(importsOf);

describe('the browser code’s layers', () => {
  it('import one way: shell → widgets → engine → engine/schema', () => {
    const wrong = imports
      .filter((i) => i.target && i.target.startsWith(SRC + path.sep))
      .filter((i) => {
        const from = layerOf(i.from);
        const to = layerOf(i.target!);
        return from !== to && !ALLOWED[from].includes(to);
      })
      .map((i) => `${rel(i.from)} (${layerOf(i.from)}) imports ${i.specifier} (${layerOf(i.target!)})`);
    expect(wrong).toEqual([]);
  });

  it('keep antd out of the engine and every framework out of engine/schema', () => {
    const wrong = imports
      .filter((i) => !i.target)
      .filter((i) => (BANNED_PACKAGES[layerOf(i.from)] ?? []).some((banned) => banned.test(i.specifier)))
      .map((i) => `${rel(i.from)} imports ${i.specifier}`);
    expect(wrong).toEqual([]);
  });
});

describe('src/shell by feature', () => {
  const shellFiles = files.filter((f) => featureOf(f) !== undefined);

  it('keeps every file in a feature folder, with kebab-case names', () => {
    const loose = shellFiles.filter((f) => path.dirname(f) === SHELL).map(rel);
    expect(loose).toEqual([]);
    const badNames = shellFiles.filter((f) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)+$/.test(path.basename(f))).map(rel);
    expect(badNames).toEqual([]);
  });

  it('never reaches test code from app code', () => {
    const wrong = imports
      .filter((i) => featureOf(i.from) !== undefined && !isTestCode(i.from) && i.target && isTestCode(i.target))
      .map((i) => `${rel(i.from)} imports ${i.specifier}`);
    expect(wrong).toEqual([]);
  });

  it('has no cycle between feature folders', () => {
    const graph = new Map<string, Set<string>>();
    const via = new Map<string, string>();
    for (const i of imports) {
      const from = featureOf(i.from);
      const to = i.target ? featureOf(i.target) : undefined;
      if (!from || !to || isTestCode(i.from)) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      if (from === to) continue;
      graph.get(from)!.add(to);
      if (!via.has(`${from}>${to}`)) via.set(`${from}>${to}`, `${rel(i.from)} → ${i.specifier}`);
    }
    const cycles = findCycles(graph).map((cycle) =>
      cycle.slice(1).map((to, n) => `${cycle[n]} → ${to} (${via.get(`${cycle[n]}>${to}`)})`).join('; '),
    );
    expect(cycles).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['login', new Set(['routes', 'shared'])],
      ['routes', new Set(['login', 'shared'])],
      ['shared', new Set<string>()],
      ['tabs', new Set(['tabs'])],
    ]);
    expect(findCycles(graph).sort()).toEqual([['login', 'routes', 'login'], ['tabs', 'tabs']]);
  });
});
