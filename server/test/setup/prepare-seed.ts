// `npm test` seeds the demo database the server and browser tests start from while the type check and ESLint run
// (each of the three keeps one core busy), instead of in Vitest's global setup, where the other core waited.
import { seededTemplateDir } from './seeded-template';

const started = Date.now();
const dir = await seededTemplateDir();
console.log(`演示数据库模板：${dir}（${((Date.now() - started) / 1000).toFixed(1)} s）`);
