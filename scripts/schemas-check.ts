// `npm run schemas:check [dir]`: lints every file under schemas/ and prints `file#/json/pointer: message`.
// Exits non-zero on any problem.
import path from 'node:path';
import { lintSchemas } from './lint/lint-schemas';

const { problems, files } = lintSchemas(path.resolve(process.argv[2] ?? 'schemas'));
for (const p of problems) console.log(`${p.file}#${p.pointer}: ${p.message}`);
console.log(problems.length ? `发现 ${problems.length} 个问题（共检查 ${files} 个文件）` : `模式检查通过：${files} 个文件`);
process.exit(problems.length ? 1 : 0);
