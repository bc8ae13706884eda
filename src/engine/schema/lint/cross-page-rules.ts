import { didYouMean } from '../did-you-mean';
import { isDataPage, type DataPageSchema, type FieldSchema, type PageSchema } from '../page-schema';
import type { SchemaProblem } from '../validate-page';

const NUMERIC = new Set(['numeric', 'int', 'bigint']);
const SCOPE_LINKS = ['projectId', 'companyId'];

const fieldsOf = (page: PageSchema | undefined): FieldSchema[] => (page && isDataPage(page) ? (page as DataPageSchema).fields : []);

/**
 * Rules that name another page: a rollup's source page and its fields, a related list's page and link, a derive
 * action's target page and the fields it fills. Each reference is checked against the pages of the folder, with a
 * "did you mean" for near misses.
 */
export function crossPageProblems(page: PageSchema, pages: Map<string, PageSchema>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  if (!isDataPage(page)) return problems;
  const data = page as DataPageSchema;
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  const own = new Map(data.fields.map((f) => [f.name, f]));
  const pageOf = (code: string, pointer: string): FieldSchema[] | undefined => {
    const other = pages.get(code);
    if (other && isDataPage(other)) return fieldsOf(other);
    add(pointer, `页面 "${code}" 不存在或不是数据页面${didYouMean(code, pages.keys())}`);
    return undefined;
  };
  const needField = (fields: FieldSchema[], name: string, pointer: string, where: string) => {
    const found = fields.find((f) => f.name === name);
    if (!found) add(pointer, `${where}没有字段 "${name}"${didYouMean(name, fields.map((f) => f.name))}`);
    return found;
  };

  data.fields.forEach((field, i) => {
    const spec = field.rollup;
    if (!spec) return;
    const at = `/fields/${i}/rollup`;
    if (field.compute) add(`/fields/${i}`, '一个字段不能既是计算字段（compute）又是汇总字段（rollup）');
    if (!NUMERIC.has(field.dbType)) add(`/fields/${i}/dbType`, `汇总字段的列类型应为数字（numeric、int），这里是 ${field.dbType}`);
    const from = pageOf(spec.from, `${at}/from`);
    if (!from) return;
    needField(from, spec.link, `${at}/link`, `页面 ${spec.from} `);
    if (spec.sum) {
      const summed = needField(from, spec.sum, `${at}/sum`, `页面 ${spec.from} `);
      if (summed && !NUMERIC.has(summed.dbType)) add(`${at}/sum`, `求和的字段 ${spec.sum} 不是数字`);
    }
    for (const name of Object.keys(spec.where ?? {})) needField(from, name, `${at}/where/${name}`, `页面 ${spec.from} `);
    if (spec.match && !own.has(spec.match)) add(`${at}/match`, `字段 "${spec.match}" 未声明${didYouMean(spec.match, own.keys())}`);
    if (spec.max) {
      const cap = own.get(spec.max);
      if (!cap) add(`${at}/max`, `上限字段 "${spec.max}" 未声明${didYouMean(spec.max, own.keys())}`);
      else if (!NUMERIC.has(cap.dbType)) add(`${at}/max`, `上限字段 ${spec.max} 不是数字`);
    }
  });

  const related = 'related' in data ? data.related ?? [] : [];
  related.forEach((r, i) => {
    const at = `/related/${i}`;
    const fields = pageOf(r.page, `${at}/page`);
    if (!fields) return;
    // A related page may also point here through its scope column (a project's 标段 by their project).
    if (!SCOPE_LINKS.includes(r.link)) needField(fields, r.link, `${at}/link`, `页面 ${r.page} `);
    if (r.match && !own.has(r.match)) add(`${at}/match`, `字段 "${r.match}" 未声明${didYouMean(r.match, own.keys())}`);
    r.columns?.forEach((c, j) => needField(fields, c, `${at}/columns/${j}`, `页面 ${r.page} `));
  });

  const actions = 'actions' in data ? data.actions?.custom ?? [] : [];
  actions.forEach((action, i) => {
    const derive = action.derive;
    if (!derive) return;
    const at = `/actions/custom/${i}/derive`;
    const fields = pageOf(derive.page, `${at}/page`);
    if (!fields) return;
    for (const [target, source] of Object.entries(derive.map)) {
      needField(fields, target, `${at}/map/${target}`, `页面 ${derive.page} `);
      if (source && source !== '$id' && !own.has(source)) add(`${at}/map/${target}`, `本页面没有字段 "${source}"${didYouMean(source, own.keys())}`);
    }
    for (const name of Object.keys(derive.when ?? {})) if (!own.has(name)) add(`${at}/when/${name}`, `本页面没有字段 "${name}"${didYouMean(name, own.keys())}`);
  });
  return problems;
}
