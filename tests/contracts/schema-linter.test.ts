import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintSchemas } from '../../scripts/lint/lint-schemas';

const root = path.resolve(import.meta.dirname, '../..');
const lines = (dir: string) =>
  lintSchemas(path.join(root, dir)).problems.map((p) => `${path.relative(root, path.resolve(p.file))}#${p.pointer}: ${p.message}`);

describe('npm run schemas:check', () => {
  it('finds nothing wrong in schemas/', () => {
    expect(lines('schemas')).toEqual([]);
  });

  it('reports every broken fixture with its JSON Pointer and a hint', () => {
    const F = 'tests/fixtures/broken-schemas';
    expect(lines(F).sort()).toEqual([
      `${F}/menus/menu.json#/items/1/children/0/component: 菜单指向的页面模式 "broken/semantc" 不存在（是不是想写 "broken/semantic"？）`,
      `${F}/menus/menu.json#/items/1/children/1/component: 菜单组件 "system/UserList" 不是已有页面`,
      `${F}/modules/duplicate-field.json#/fields/1/name: 字段名 "title" 重复（已在 /fields/0 声明）`,
      `${F}/modules/semantic.json#/permissionPrefix: 权限前缀 "broken:shared" 已在 ${F}/modules/same-prefix.json 使用`,
      `${F}/modules/semantic.json#/defaultSort/field: 排序字段 "titel" 未声明（是不是想写 "title"？）`,
      `${F}/modules/semantic.json#/fields/1/dict: 未知的字典编码 "priorty"（是不是想写 "priority"？）`,
      `${F}/modules/semantic.json#/fields/2/dict: 未知的字典编码 "sys_user,password,username"（是不是想写 "sys_user,realname,username"？）`,
      `${F}/modules/semantic.json#/fields/3/popup/report: 弹出选择引用的报表 "user_pik" 不存在（是不是想写 "user_pick"？）`,
      `${F}/modules/semantic.json#/fields/3/popup: popup参数未正确配置,原始值和目标值数量不一致!`,
      `${F}/modules/semantic.json#/fields/4/form/reactions/0/dependencies/0: 联动依赖的字段 "levle" 未声明（是不是想写 "level"？）`,
      `${F}/modules/semantic.json#/fields/5/popup/orgFields: 报表 user_pick 没有列 "usrname"（是不是想写 "username"？）`,
      `${F}/modules/system-column.json#/fields/0/name: 字段名 "projectId" 与系统列 project_id 冲突，请换一个名字`,
      `${F}/modules/unknown-type.json#/fields/0/type: 未知的取值 "inptu"（是不是想写 "input"？）`,
      `${F}/modules/report-page.json#/report: 报表 "user_pic" 不存在（是不是想写 "user_pick"？）`,
      `${F}/modules/dashboard-report.json#/panels/0/report: 面板引用的报表 "user_pik" 不存在（是不是想写 "user_pick"？）`,
      `${F}/modules/dashboard-column.json#/panels/0/field: 报表 user_pick 没有列 "usrname"（是不是想写 "username"？）`,
      `${F}/modules/dashboard-column.json#/panels/1/y/0: 报表 user_pick 没有列 "realnme"（是不是想写 "realname"？）`,
      `${F}/modules/dashboard-widget.json#/panels/0/widget: 部件 "online-reprot" 未注册（是不是想写 "online-report"？）`,
      `${F}/modules/tree-fields.json#/tree/parentField: 父节点字段 "parnetId" 未声明（是不是想写 "parentId"？）`,
      `${F}/modules/tree-fields.json#/tree/titleField: 标题字段 "nmae" 未声明（是不是想写 "name"？）`,
      `${F}/modules/module-table.json#/: 缺少必填属性 "table"（数据来源为 module 的页面需要自己的数据表）`,
      // Pages are read from every folder but dicts, menus and reports: system/ holds the platform pages.
      `${F}/system/platform-code.json#/code: 平台接口 "sys/usr" 不存在（是不是想写 "sys/user"？）`,
      `${F}/reports/two-statements.json#/sql: 报表 SQL 只能有一条语句（不能含分号）`,
    ].sort());
  });
});
