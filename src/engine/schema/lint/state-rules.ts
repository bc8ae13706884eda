import { didYouMean } from '../did-you-mean';
import type { DataPageSchema } from '../page-schema';
import { stateMachineOf } from '../state-rule';
import type { FieldRuleContext } from './field-rules';

type Add = (pointer: string, message: string) => void;

/**
 * A state machine names a dictionary field, states of its dictionary, fields that exist and roles that exist, and a
 * date deadline — a typo would otherwise be a transition nobody can take or a state nobody can leave.
 */
export function stateRuleProblems(data: DataPageSchema, context: FieldRuleContext, add: Add): void {
  const machine = stateMachineOf(data);
  if (!machine) return;
  const byName = new Map(data.fields.map((f) => [f.name, f]));
  const field = byName.get(machine.field);
  if (!field) {
    add('/states/field', `状态字段 "${machine.field}" 未声明${didYouMean(machine.field, byName.keys())}`);
    return;
  }
  if (!field.dict || field.dict.includes(',') || !['select', 'radio'].includes(field.type)) {
    add('/states/field', `状态字段 ${machine.field} 应为带数据字典的 select 或 radio`);
  }
  const items = field.dict ? context.dictItems?.get(field.dict) : undefined;
  const state = (value: string, at: string) => {
    if (items && !items.has(value)) add(at, `"${value}" 不在状态字段 ${machine.field} 的字典 ${field.dict} 中${didYouMean(value, items)}`);
  };
  const named = (name: string, at: string, what: string) => {
    if (!byName.has(name)) add(at, `${what} "${name}" 未声明${didYouMean(name, byName.keys())}`);
  };
  machine.initial.forEach((s, i) => state(s, `/states/initial/${i}`));
  if (field.default !== undefined && field.default !== '' && !machine.initial.includes(String(field.default))) {
    add('/states/initial', `状态字段的默认值 "${String(field.default)}" 不在 initial 中，新增的记录会被拒绝`);
  }
  machine.transitions.forEach((t, i) => {
    const at = `/states/transitions/${i}`;
    t.from.forEach((s, j) => state(s, `${at}/from/${j}`));
    state(t.to, `${at}/to`);
    if (t.from.includes(t.to)) add(`${at}/to`, '流转的目标状态与起始状态相同');
    t.require?.forEach((name, j) => named(name, `${at}/require/${j}`, '必填字段'));
    for (const [name, values = []] of Object.entries(t.when ?? {})) {
      named(name, `${at}/when/${name}`, '条件字段');
      const dict = byName.get(name)?.dict;
      const options = dict ? context.dictItems?.get(dict) : undefined;
      values.forEach((v, k) => {
        if (options && !options.has(v)) add(`${at}/when/${name}/${k}`, `"${v}" 不在字段 ${name} 的字典 ${dict} 中${didYouMean(v, options)}`);
      });
    }
    t.roles?.forEach((role, j) => {
      if (context.roles && !context.roles.has(role)) add(`${at}/roles/${j}`, `角色 "${role}" 不存在${didYouMean(role, context.roles)}`);
    });
  });
  machine.locked?.forEach((s, i) => state(s, `/states/locked/${i}`));
  const reachable = new Set([...machine.initial, ...machine.transitions.map((t) => t.to)]);
  items?.forEach((s) => {
    if (!reachable.has(s)) add('/states', `状态 "${s}" 既不是初始状态，也没有流转能到达`);
  });
  const deadline = machine.deadline;
  if (deadline) {
    const date = byName.get(deadline.field);
    if (!date) named(deadline.field, '/states/deadline/field', '期限字段');
    else if (date.dbType !== 'date') add('/states/deadline/field', `期限字段 ${deadline.field} 的列类型应为 date，这里是 ${date.dbType}`);
    else if (date.list?.hidden || date.type === 'hidden') add('/states/deadline/field', `期限字段 ${deadline.field} 在列表中隐藏，“逾期 N 天”无处显示`);
    deadline.open.forEach((s, i) => state(s, `/states/deadline/open/${i}`));
  }
}
