import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every place that hands HTML to the DOM passes it through the sanitiser in the same file, even when the server
// sanitised it already (defence in depth: stored data may predate a sanitiser change).
const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('raw HTML in the browser code', () => {
  it('is only ever the sanitiser’s output', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/dangerouslySetInnerHTML=\{\{\s*__html:\s*([^}]+?)\s*\}\}/g)) {
        const expr = match[1];
        const direct = /^sanitizeHtml\(/.test(expr);
        const name = /^([A-Za-z_$][\w$]*)$/.exec(expr)?.[1];
        const viaVariable = name !== undefined && new RegExp(`\\b${name}\\s*=\\s*(useMemo\\(\\s*\\(\\)\\s*=>\\s*)?sanitizeHtml\\(`).test(text);
        if (!direct && !viaVariable) offenders.push(`${path.relative(SRC, file)}: __html: ${expr}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
