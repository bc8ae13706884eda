import { didYouMean } from '../did-you-mean';
import type { DataPageSchema, DateReminder, FieldSchema } from '../page-schema';
import { CREATOR_FIELD } from '../unique-rule';
import type { FieldRuleContext } from './field-rules';

type Add = (pointer: string, message: string) => void;

/**
 * Rules that reach past one field: a combined unique rule's partner fields, the owner rule's field and see-all button,
 * and each date reminder's date, person, roles and conditions — every name must exist, so a typo is reported here
 * rather than becoming a rule that silently never applies.
 */
export function pageRuleProblems(data: DataPageSchema, context: FieldRuleContext, add: Add): void {
  const byName = new Map(data.fields.map((f) => [f.name, f]));
  const stored = (name: string, pointer: string, what: string): FieldSchema | undefined => {
    const field = byName.get(name);
    if (!field) add(pointer, `${what} "${name}" 未声明${didYouMean(name, byName.keys())}`);
    else if (field.virtual) add(pointer, `${what} "${name}" 是虚拟字段，不存库`);
    return field;
  };

  data.fields.forEach((field, i) => {
    const spec = field.unique;
    if (!spec || typeof spec !== 'object') return;
    spec.with.forEach((name, j) => {
      if (name === field.name) add(`/fields/${i}/unique/with/${j}`, '组合唯一不要再写字段自己');
      else if (name !== CREATOR_FIELD) stored(name, `/fields/${i}/unique/with/${j}`, '组合唯一的字段');
    });
  });

  const subTables = 'subTables' in data ? data.subTables ?? [] : [];
  subTables.forEach((sub, i) => {
    const fill = sub.fill;
    if (!fill) return;
    const at = `/subTables/${i}/fill`;
    if (!byName.has(fill.when)) add(`${at}/when`, `带出明细的触发字段 "${fill.when}" 未声明${didYouMean(fill.when, byName.keys())}`);
    const columns = context.reports?.get(fill.report);
    if (context.reports && !columns) add(`${at}/report`, `报表 "${fill.report}" 不存在${didYouMean(fill.report, context.reports.keys())}`);
    const subFields = new Set(sub.fields.map((f) => f.name));
    for (const [field, column = ""] of Object.entries(fill.map)) {
      if (!subFields.has(field)) add(`${at}/map/${field}`, `子表没有字段 "${field}"${didYouMean(field, subFields)}`);
      if (columns && !columns.has(column)) add(`${at}/map/${field}`, `报表 ${fill.report} 没有列 "${column}"${didYouMean(column, columns)}`);
    }
  });

  const shared = 'shared' in data ? data.shared : undefined;
  if (shared) {
    for (const [name, values] of Object.entries(shared.when)) {
      const field = stored(name, `/shared/when/${name}`, '共享条件字段');
      const items = field?.dict ? context.dictItems?.get(field.dict) : undefined;
      values?.forEach((v, i) => {
        if (items && !items.has(v)) add(`/shared/when/${name}/${i}`, `"${v}" 不在字段 ${name} 的字典 ${field!.dict} 中${didYouMean(v, items)}`);
      });
    }
    if (data.scope === 'global') add('/shared', '全局页面的行本来就人人可见，不需要 shared');
  }

  const owner = 'owner' in data ? data.owner : undefined;
  if (owner) {
    if (owner.field !== CREATOR_FIELD) stored(owner.field, '/owner/field', '本人字段');
    if (context.buttonCodes && !context.buttonCodes.has(owner.seeAll)) {
      add('/owner/seeAll', `权限编码 "${owner.seeAll}" 未在任何菜单的按钮中声明${didYouMean(owner.seeAll, context.buttonCodes)}`);
    }
  }

  const reminders: DateReminder[] = 'reminders' in data ? data.reminders ?? [] : [];
  reminders.forEach((r, i) => {
    const at = `/reminders/${i}`;
    const date = stored(r.field, `${at}/field`, '到期日字段');
    if (date && date.dbType !== 'date') add(`${at}/field`, `到期日字段 ${r.field} 的列类型应为 date，这里是 ${date.dbType}`);
    if (r.userField) stored(r.userField, `${at}/userField`, '被提醒人字段');
    if (!r.userField && !r.roles?.length) add(at, '提醒需要 userField 或 roles，否则没有人收到');
    r.roles?.forEach((role, j) => {
      if (context.roles && !context.roles.has(role)) add(`${at}/roles/${j}`, `角色 "${role}" 不存在${didYouMean(role, context.roles)}`);
    });
    for (const [name, values] of Object.entries(r.when ?? {})) {
      const field = stored(name, `${at}/when/${name}`, '条件字段');
      const items = field?.dict ? context.dictItems?.get(field.dict) : undefined;
      values?.forEach((v, k) => {
        if (items && !items.has(String(v))) add(`${at}/when/${name}/${k}`, `"${String(v)}" 不在字段 ${name} 的字典 ${field!.dict} 中${didYouMean(String(v), items)}`);
      });
    }
    for (const [, name] of r.title.matchAll(/\{(\w+)\}/g)) stored(name, `${at}/title`, '提醒标题引用的字段');
  });
}
