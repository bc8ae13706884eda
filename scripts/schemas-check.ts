// `npm run schemas:check`: every page schema under schemas/ against the meta-schema and the semantic rules.
// Prints `file#/json/pointer: message` per problem; exits non-zero on any.
import fs from 'node:fs';
import path from 'node:path';
import { validatePageSchema } from '../src/engine/schema/validate-page';

const root = path.resolve(process.argv[2] ?? 'schemas');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : e.name.endsWith('.json') ? [full] : [];
  });
}

const files = fs.existsSync(path.join(root, 'modules')) ? walk(path.join(root, 'modules')) : [];
let problems = 0;
for (const file of files) {
  const rel = path.relative(process.cwd(), file);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    console.log(`${rel}#/: JSON 解析失败：${(err as Error).message}`);
    problems++;
    continue;
  }
  for (const p of validatePageSchema(json)) {
    console.log(`${rel}#${p.pointer}: ${p.message}`);
    problems++;
  }
}
console.log(problems ? `发现 ${problems} 个问题（共检查 ${files.length} 个模式文件）` : `模式检查通过：${files.length} 个文件`);
process.exit(problems ? 1 : 0);
