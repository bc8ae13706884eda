import type { Queryable } from '../database';
import { stableId } from './stable-id';

// [key, value, type, description]
const PARAMS: [string, string, string, string][] = [
  ['sys.title', '工程咨询集团管理平台', 'string', '系统名称，显示在登录页与浏览器标题'],
  ['sys.upload.maxSizeMb', '10', 'number', '单个上传文件的大小上限（MB）'],
  ['sys.notice.pollSeconds', '6', 'number', '通知轮询间隔（秒）'],
  ['contract.warnDays', '30', 'number', '合同收款计划到期前提醒的天数'],
  ['safety.rectifyDays', '7', 'number', '一般隐患默认整改期限（天）'],
];

// [code, name, parent code | null]; codes follow JeecgBoot's A01 / A01A01 layering.
const CATEGORIES: [string, string, string | null][] = [
  ['A01', '工程类别', null],
  ['A01A01', '公路工程', 'A01'],
  ['A01A01A01', '高速公路', 'A01A01'],
  ['A01A01A02', '普通国省道', 'A01A01'],
  ['A01A02', '桥梁工程', 'A01'],
  ['A01A03', '隧道工程', 'A01'],
  ['A02', '咨询业务', null],
  ['A02A01', '施工监理', 'A02'],
  ['A02A02', '全过程咨询', 'A02'],
  ['A02A03', '试验检测', 'A02'],
];

/** Demo rows for the system administration screens: parameters, the category tree and one data source. */
export async function demoAdminRows(db: Queryable): Promise<void> {
  for (const [key, value, type, description] of PARAMS) {
    await db.query(
      `INSERT INTO sys_param (id, param_key, param_value, param_type, description, create_by) VALUES ($1,$2,$3,$4,$5,'system')
       ON CONFLICT (param_key) DO NOTHING`,
      [stableId(`param:${key}`), key, value, type, description],
    );
  }
  const parents = new Set(CATEGORIES.map(([, , parent]) => parent));
  for (const [code, name, parent] of CATEGORIES) {
    await db.query(
      `INSERT INTO sys_category (id, pid, name, code, has_child, create_by) VALUES ($1,$2,$3,$4,$5,'system') ON CONFLICT (code) DO NOTHING`,
      [stableId(`category:${code}`), parent ? stableId(`category:${parent}`) : '0', name, code, parents.has(code) ? '1' : '0'],
    );
  }
  // No password: a demo source must not carry a credential, and testing it simply fails to connect.
  await db.query(
    `INSERT INTO sys_data_source (id, name, code, db_type, host, port, db_name, db_username, remark, create_by)
     VALUES ($1,'集团数据仓库','group_dw','postgresql','dw.gcjt.example.cn',5432,'dw','report_reader','经营报表只读库（演示）','system')
     ON CONFLICT (code) DO NOTHING`,
    [stableId('datasource:group_dw')],
  );
  // Agents of past business trips (expired): the demo approvals of today go to the approvers themselves.
  for (const [user, agent, start, end] of [
    ['zhoujianguo', 'sunlihua', '2026-10-12 08:00:00+08', '2026-10-16 20:00:00+08'],
    ['fengtao', 'lina', '2026-09-07 08:00:00+08', '2026-09-11 18:00:00+08'],
    ['wufang', 'qianweidong', '2026-08-24 08:00:00+08', '2026-08-28 18:00:00+08'],
  ]) {
    await db.query(
      `INSERT INTO sys_user_agent (id, user_name, agent_user_name, start_time, end_time, status, create_by) VALUES ($1,$2,$3,$4,$5,'1','admin')
       ON CONFLICT (id) DO NOTHING`,
      [stableId(`agent:${user}:${start}`), user, agent, start, end],
    );
  }
}
