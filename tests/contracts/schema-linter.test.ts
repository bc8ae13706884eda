import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintSchemaFolder, type SchemaFile } from '@/engine/schema/lint';
import { lintSchemas } from '../../scripts/lint/lint-schemas';

const root = path.resolve(import.meta.dirname, '../..');
const lines = (dir: string) =>
  lintSchemas(path.join(root, dir)).problems.map((p) => `${path.relative(root, path.resolve(p.file))}#${p.pointer}: ${p.message}`);

describe('npm run schemas:check', () => {
  it('finds nothing wrong in schemas/', () => {
    expect(lines('schemas')).toEqual([]);
  });

  // One file (or one entry) per mistake a configurator could plausibly make; each printed exactly as the CLI, the
  // server log and the administrators' 模式检查 page show it.
  it('reports every broken fixture with its JSON Pointer and a hint', () => {
    const F = 'tests/fixtures/broken-schemas';
    expect(lines(F).sort()).toEqual([
      `${F}/dicts/dicts-object.json#/dicts: dicts应写成数组 [...]，这里是对象 {...}`,
      `${F}/dicts/duplicate.json#/dicts/0/code: 字典编码 "priority" 重复`,
      `${F}/dicts/item-shape.json#/dicts/0/items/1: 字典项应写成 ["值", "文本"] 或 ["值", "文本", "颜色"]`,
      `${F}/dicts/item-values.json#/dicts/0/items/1: 字典项的值 "1" 重复`,
      `${F}/dicts/items-object.json#/dicts/0/items: 字典项 items应写成数组 [...]，这里是对象 {...}`,
      `${F}/dicts/other-lists.json#/checkRules: checkRules应写成数组 [...]，这里是对象 {...}`,
      `${F}/dicts/other-lists.json#/tableDicts: tableDicts应写成数组 [...]，这里是对象 {...}`,
      `${F}/menus/children-object.json#/items/0/children: 子菜单 children应写成数组 [...]，这里是对象 {...}`,
      `${F}/menus/items-object.json#/items: 菜单项 items应写成数组 [...]，这里是对象 {...}`,
      `${F}/menus/keys.json#/items/1/key: 菜单项需要 key（文本）`,
      `${F}/menus/keys.json#/items/2/roles/0: 角色 "company_staf" 未在 roles/roles.json 中声明（是不是想写 "company_staff"？）`,
      `${F}/menus/keys.json#/items/3/roles: 角色 roles应写成数组 [...]，这里是文本`,
      `${F}/menus/keys.json#/items/4/buttons: 按钮 buttons应写成数组 [...]，这里是对象 {...}`,
      `${F}/menus/keys.json#/items/5/buttons/0: 按钮需要权限编码 perms`,
      `${F}/menus/keys.json#/items/6/name: 菜单项需要名称 name`,
      `${F}/menus/keys.json#/menuCode: menuCode 必须是 "11"（集团/公司视图）或 "12"（项目视图）`,
      `${F}/menus/menu.json#/items/0/key: 菜单 key "a" 重复（已在 menus/keys.json#/items/0 使用）`,
      `${F}/menus/menu.json#/items/1/children/0/component: 菜单指向的页面模式 "broken/semantc" 不存在（是不是想写 "broken/semantic"？）`,
      `${F}/menus/menu.json#/items/1/children/1/component: 菜单组件 "system/UserList" 不是已有页面`,
      `${F}/menus/menu.json#/items/1/children/2/buttons/1/roles/0: 角色 "admni" 未在 roles/roles.json 中声明（是不是想写 "admin"？）`,
      `${F}/modules/array.json#/: 类型应为 object`,
      `${F}/modules/approval-state.json#/approval: 走审批的页面须有字段 "bpmStatus"（审批状态，字典 bpm_status）`,
      `${F}/modules/approval-state.json#/approval/numberField: 字段 "appyNo" 未声明（是不是想写 "applyNo"？）`,
      `${F}/modules/bad-regex.json#/fields/0/rules/1/pattern: 正则表达式无法编译：/([a-z/: Unterminated character class`,
      `${F}/modules/checkbox-no-dict.json#/fields/0/dict: checkbox 字段需要字典（dict）`,
      `${F}/modules/compare-field.json#/fields/1/rules/0/compare: 比较的字段 "startDat" 未声明（是不是想写 "startDate"？）`,
      `${F}/modules/dashboard-column.json#/panels/0/field: 报表 user_pick 没有列 "usrname"（是不是想写 "username"？）`,
      `${F}/modules/dashboard-column.json#/panels/1/y/0: 报表 user_pick 没有列 "realnme"（是不是想写 "realname"？）`,
      `${F}/modules/dashboard-column.json#/panels/2/target: 报表 user_pick 没有列 "realnam"（是不是想写 "realname"？）`,
      `${F}/modules/dashboard-report.json#/panels/0/report: 面板引用的报表 "user_pik" 不存在（是不是想写 "user_pick"？）`,
      `${F}/modules/dashboard-report.json#/panels/1/report: 面板引用的报表 "user_pik" 不存在（是不是想写 "user_pick"？）`,
      `${F}/modules/dashboard-widget.json#/panels/0/widget: 部件 "online-reprot" 未注册（是不是想写 "online-report"？）`,
      `${F}/modules/db-type.json#/fields/0/dbType: 未知的取值 "varchr"（是不是想写 "varchar"？）`,
      `${F}/modules/default-boolean.json#/fields/0/default: 默认值 "yes" 不是布尔值（true 或 false）`,
      `${F}/modules/default-date.json#/fields/0/default: 默认值 "2025/01/01" 不是日期（应写 YYYY-MM-DD 或 today）`,
      `${F}/modules/default-int-date.json#/fields/0/default: 默认值 "2025-01-01" 不是整数（字段类型 int）`,
      `${F}/modules/default-multi-outside-dict.json#/fields/0/default: 默认值 "Q" 不在字典 priority 中（是不是想写 "L"？）`,
      `${F}/modules/default-numeric.json#/fields/0/default: 默认值 "abc" 不是数字`,
      `${F}/modules/default-outside-dict.json#/fields/0/default: 默认值 "X" 不在字典 priority 中（是不是想写 "L"？）`,
      `${F}/modules/indexes.json#/indexes/0/fields/0: 索引列 "signDat" 未声明（是不是想写 "signDate"？）`,
      `${F}/modules/indexes.json#/indexes/0/include/1: 索引列 "remark" 是长文本（text），不能建索引`,
      `${F}/modules/indexes.json#/indexes/1/include/1: 索引列 "summary" 是虚拟字段，没有列`,
      `${F}/modules/indexes.json#/indexes/1/include: "companyId" 已是索引键，不必再列在 include 中`,
      `${F}/modules/page-rules.json#/fields/0/unique/with/0: 组合唯一不要再写字段自己`,
      `${F}/modules/page-rules.json#/fields/0/unique/with/1: 组合唯一的字段 "candidat" 未声明（是不是想写 "candidate"？）`,
      `${F}/modules/page-rules.json#/owner/field: 本人字段 "acount" 未声明（是不是想写 "account"？）`,
      `${F}/modules/page-rules.json#/owner/seeAll: 权限编码 "broken:pageRules:al" 未在任何菜单的按钮中声明`,
      `${F}/modules/page-rules.json#/reminders/0/field: 到期日字段 account 的列类型应为 date，这里是 varchar`,
      `${F}/modules/page-rules.json#/reminders/0/roles/0: 角色 "hrr" 不存在`,
      `${F}/modules/page-rules.json#/reminders/0/title: 提醒标题引用的字段 "endDat" 未声明（是不是想写 "endDate"？）`,
      `${F}/modules/page-rules.json#/reminders/0/when/priority/0: "Y" 不在字段 priority 的字典 priority 中（是不是想写 "L"？）`,
      `${F}/modules/page-rules.json#/reminders/1: 提醒需要 userField 或 roles，否则没有人收到`,
      `${F}/modules/query-default-outside-dict.json#/fields/0/query/default: 查询默认值 "Y" 不在字典 priority 中（是不是想写 "L"？）`,
      `${F}/modules/default-timestamp.json#/fields/0/default: 默认值 "明天" 不是日期时间（应写 YYYY-MM-DD HH:mm:ss 或 now）`,
      `${F}/modules/duplicate-field.json#/fields/1/name: 字段名 "title" 重复（已在 /fields/0 声明）`,
      `${F}/modules/field-id.json#/fields/0/name: 字段名 "id" 与系统列 id 冲突，请换一个名字`,
      `${F}/modules/field-order.json#/code: 页面编码 "broken/fieldOrder" 已在 modules/duplicate-code.json 使用`,
      `${F}/modules/field-order.json#/fields/0/name: 字段名 "order" 与列表查询参数 order 冲突，请换一个名字`,
      `${F}/modules/field-page-size.json#/fields/0/name: 字段名 "pageSize" 与列表查询参数 pageSize 冲突，请换一个名字`,
      `${F}/modules/field-super-query.json#/fields/0/name: 字段名 "superQueryParams" 与列表查询参数 superQueryParams 冲突，请换一个名字`,
      `${F}/modules/fields-object.json#/fields: 类型应为 array`,
      `${F}/modules/hooks-object.json#/hooks: 类型应为 array`,
      `${F}/modules/icon-db-type.json#/fields/0/dbType: icon 字段保存图标名，dbType 应为 varchar`,
      `${F}/modules/kind.json#/kind: 未知的取值 "crdu"（是不是想写 "crud"？）`,
      `${F}/modules/linkage-value.json#/fields/1/form/reactions/0/values/1: 联动取值 "Z" 不在字段 priority 的字典 priority 中（是不是想写 "L"？）`,
      `${F}/modules/misspelt-key.json#/: 未知属性 "permisionPrefix"（是不是想写 "permissionPrefix"？）`,
      `${F}/modules/module-table.json#/: 缺少必填属性 "table"（数据来源为 module 的页面需要自己的数据表）`,
      `${F}/modules/named-rule.json#/fields/0/rules/0/rule: 取值必须是 *, n6-16, *6-16, s6-18, url, e, m, p, s, n, z, money 之一`,
      `${F}/modules/no-label.json#/fields/0: 缺少必填属性 "label"`,
      `${F}/modules/not-json.json#/: JSON 解析失败：Expected double-quoted property name in JSON at position 38`,
      `${F}/modules/one-table-b.json#/table: 数据表 "biz_broken_shared_table" 已由 modules/one-table-a.json 使用：一张表只由一个页面描述`,
      `${F}/modules/order-with-direction.json#/defaultSort/field: 排序字段 "title desc" 只写字段名，方向写在 order（asc 或 desc）`,
      `${F}/modules/pattern-no-message.json#/fields/0/rules/0: 缺少必填属性 "message"`,
      `${F}/modules/permission-edit.json#/fields/0/permission/edit: 权限编码 "broken:contact:amount:eidt" 未在任何菜单的按钮中声明（是不是想写 "broken:contact:amount:edit"？）`,
      `${F}/modules/permission-view.json#/fields/0/permission/view: 权限编码 "broken:contact:phone:veiw" 未在任何菜单的按钮中声明（是不是想写 "broken:contact:phone:view"？）`,
      `${F}/modules/platform-table.json#/table: 数据表 "sys_user" 是平台自己的表，业务模块不能使用（请换一个表名，如 biz_…）`,
      `${F}/modules/query-mode.json#/fields/0/query/mode: 未知的取值 "lkie"（是不是想写 "like"？）`,
      `${F}/modules/radio-no-dict.json#/fields/0/dict: radio 字段需要字典（dict）`,
      `${F}/modules/report-page.json#/report: 报表 "user_pic" 不存在（是不是想写 "user_pick"？）`,
      `${F}/modules/reserved-desc.json#/fields/0/name: 字段名 "desc" 是 SQL 保留字，请换一个名字`,
      `${F}/modules/reserved-group.json#/fields/0/name: 字段名 "group" 是 SQL 保留字，请换一个名字`,
      `${F}/modules/reserved-user.json#/fields/0/name: 字段名 "user" 是 SQL 保留字，请换一个名字`,
      `${F}/modules/reserved-where.json#/fields/0/name: 字段名 "where" 是 SQL 保留字，请换一个名字`,
      `${F}/modules/scope.json#/scope: 未知的取值 "compnay"（是不是想写 "company"？）`,
      `${F}/modules/select-no-dict.json#/fields/0/dict: select 字段需要字典（dict）`,
      `${F}/modules/semantic.json#/defaultSort/field: 排序字段 "titel" 未声明（是不是想写 "title"？）`,
      `${F}/modules/semantic.json#/fields/1/dict: 未知的字典编码 "priorty"（是不是想写 "priority"？）`,
      `${F}/modules/semantic.json#/fields/2/dict: 未知的字典编码 "sys_user,password,username"（是不是想写 "sys_user,realname,username"？）`,
      `${F}/modules/semantic.json#/fields/3/popup/report: 弹出选择引用的报表 "user_pik" 不存在（是不是想写 "user_pick"？）`,
      `${F}/modules/semantic.json#/fields/3/popup: popup参数未正确配置,原始值和目标值数量不一致!`,
      `${F}/modules/semantic.json#/fields/4/form/reactions/0/dependencies/0: 联动依赖的字段 "levle" 未声明（是不是想写 "level"？）`,
      `${F}/modules/semantic.json#/fields/5/popup/orgFields: 报表 user_pick 没有列 "usrname"（是不是想写 "username"？）`,
      `${F}/modules/semantic.json#/permissionPrefix: 权限前缀 "broken:shared" 已在 modules/same-prefix.json 使用`,
      `${F}/modules/system-column.json#/fields/0/name: 字段名 "projectId" 与系统列 project_id 冲突，请换一个名字`,
      `${F}/modules/tree-fields.json#/tree/parentField: 父节点字段 "parnetId" 未声明（是不是想写 "parentId"？）`,
      `${F}/modules/tree-fields.json#/tree/titleField: 标题字段 "nmae" 未声明（是不是想写 "name"？）`,
      `${F}/modules/unknown-hook.json#/hooks/0: 服务端钩子 "user-acount" 不存在（是不是想写 "user-account"？）`,
      `${F}/modules/unknown-type.json#/fields/0/type: 未知的取值 "inptu"（是不是想写 "input"？）`,
      `${F}/reports/array.json#/: 报表定义应是对象 {...}，这里是数组`,
      `${F}/reports/bad-column.json#/columns/0/field: 列名 "userName" 必须是小写下划线命名`,
      `${F}/reports/bad-column.json#/defaultSort/field: 排序字段 "realname" 不是报表的列`,
      `${F}/reports/columns-object.json#/columns: 报表列 columns应写成数组 [...]，这里是对象 {...}`,
      `${F}/reports/misspelt-key.json#/columns: 至少需要一列`,
      `${F}/reports/misspelt-key.json#/colums: 未知属性 "colums"（是不是想写 "columns"？）`,
      `${F}/reports/not-select.json#/sql: 报表 SQL 必须是一条 select 语句`,
      `${F}/reports/params-object.json#/params: 报表参数 params应写成数组 [...]，这里是对象 {...}`,
      `${F}/reports/two-statements.json#/sql: 报表 SQL 只能有一条语句（不能含分号）`,
      `${F}/reports/undeclared-param.json#/sql: SQL 中的参数 :company 未在 params 中声明`,
      `${F}/reports/zz-duplicate.json#/code: 报表编码 user_pick 重复`,
      `${F}/roles/extra.json#/roles/1: 角色需要 code（文本）`,
      `${F}/roles/roles.json#/roles/0/code: 角色编码 "admin" 重复`,
      `${F}/system/platform-code.json#/code: 平台接口 "sys/usr" 不存在（是不是想写 "sys/user"？）`,
      // Computed fields, rollups, related lists, auto numbers and demo data.
      `${F}/modules/sub-dict.json#/subTables/0/fields/0/dict: 未知的字典编码 "priorty"（是不是想写 "priority"？）`,
      `${F}/modules/auto-number.json#/fields/0/required: 自动编号字段不要写 required：留空时由服务端编号`,
      `${F}/modules/compute-cycle.json#/fields/0/compute: 计算字段 a 经由其他计算字段引用了自己`,
      `${F}/modules/compute-cycle.json#/fields/1/compute: 计算字段 b 经由其他计算字段引用了自己`,
      `${F}/modules/compute-field.json#/fields/1/compute: 表达式引用的字段 "quantty" 未声明（是不是想写 "quantity"？）`,
      `${F}/modules/compute-function.json#/fields/0/compute: 未知的函数 eval（可用：round、sum、count、workdays、days、hours、months、addDays、addMonths、netOfTax、taxOf、percent、coalesce、max、min、num、neg、year）`,
      `${F}/modules/related-link.json#/related/0/link: 页面 broken/target 没有字段 "noticeId"`,
      `${F}/modules/rollup-source.json#/fields/1/rollup/from: 页面 "broken/targt" 不存在或不是数据页面（是不是想写 "broken/target"？）`,
      `${F}/modules/target.seed.json#/rows/0/amount: 金额不能小于 0`,
      `${F}/modules/target.seed.json#/rows/0/status: "Q" 不在字典 priority 中（是不是想写 "L"？）`,
      `${F}/modules/target.seed.json#/rows/1/$key: $key "a" 重复`,
      `${F}/modules/target.seed.json#/rows/1/notice: 页面 broken/target 没有字段 "notice"`,
      `${F}/modules/target.seed.json#/rows/1/notice: 引用的演示数据 "news/notice#N-0" 不存在`,
      `${F}/modules/target.seed.json#/rows/1/amount: 金额必须是数字`,
      `${F}/modules/target.seed.json#/rows/1/contractNo: 合同编号“HT-1”与第 1 行重复`,
      `${F}/modules/target.seed.json#/rows/2/$cmpany: 未知的系统键 "$cmpany"（是不是想写 "$company"？）`,
      `${F}/modules/target.seed.json#/rows/2: 公司或项目范围的页面，每行需要 $company（公司 id）`,
    ].sort());
  });
});

describe('the linter never crashes', () => {
  const page = {
    schemaVersion: 1, kind: 'crud', code: 'fuzz/page', title: '模糊', table: 'biz_fuzz', scope: 'company', permissionPrefix: 'fuzz:page',
    defaultSort: { field: 'title', order: 'asc' },
    fields: [{ name: 'title', label: '标题', type: 'select', dbType: 'varchar', dict: 'd', default: 'x', rules: [{ pattern: 'a', message: 'm' }],
      form: { reactions: [{ dependencies: ['title'], effect: 'visibleWhen', values: ['x'] }] }, permission: { view: 'p' } }],
  };
  const menu = { menuCode: '11', title: 'm', items: [{ key: 'k', name: 'n', url: '/u', component: 'schema:fuzz/page', roles: ['r'], buttons: [{ name: 'b', perms: 'p', roles: ['r'] }], children: [] }] };
  const dicts = { dicts: [{ code: 'd', name: 'd', items: [['x', 'X']] }], tableDicts: [], uniqueFields: [], checkRules: [] };
  const report = { code: 'r', name: 'r', sql: 'select 1 as a', params: [], columns: [{ field: 'a', title: 'A' }] };
  const junk: unknown[] = [null, 0, 'x', true, [], {}, [null], { a: null }];

  /** Every place in a document, as its path of keys. */
  function* places(doc: unknown, at: (string | number)[] = []): Generator<(string | number)[]> {
    yield at;
    if (doc && typeof doc === 'object') for (const [k, v] of Object.entries(doc)) yield* places(v, [...at, Array.isArray(doc) ? Number(k) : k]);
  }
  const replaced = (doc: unknown, at: (string | number)[], value: unknown): unknown => {
    if (at.length === 0) return value;
    const copy = structuredClone(doc) as Record<string | number, unknown>;
    let node = copy;
    for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[at[at.length - 1]] = value;
    return copy;
  };

  it('answers with problems, never an exception, whatever value stands anywhere in any file', () => {
    const base: SchemaFile[] = [
      { path: 'modules/fuzz.json', json: page }, { path: 'menus/menu.json', json: menu },
      { path: 'dicts/dicts.json', json: dicts }, { path: 'reports/r.json', json: report },
      { path: 'roles/roles.json', json: { roles: [{ code: 'r', name: 'R' }] } },
    ];
    expect(lintSchemaFolder(base).problems).toEqual([]);
    let runs = 0;
    for (const [i, file] of base.entries()) {
      for (const at of places(file.json)) {
        for (const value of junk) {
          const files = base.map((f, j) => (j === i ? { ...f, json: replaced(f.json, at, value) } : f));
          expect(() => lintSchemaFolder(files), `${file.path} /${at.join('/')} = ${JSON.stringify(value)}`).not.toThrow();
          runs += 1;
        }
      }
    }
    expect(runs).toBeGreaterThan(300);
  });
});
