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

// [code, name, rank (职级 1 员级 … 5 正高级)]: the group's positions, shared by every company.
const POSITIONS: [string, string, string][] = [
  ['DSZ', '董事长', '5'], ['ZJL', '总经理', '5'], ['FZJL', '副总经理', '4'], ['ZGCS', '总工程师', '5'], ['CWZJ', '财务总监', '4'],
  ['BMJL', '部门经理', '4'], ['BMFJL', '部门副经理', '3'], ['ZJLGCS', '总监理工程师', '4'], ['ZJDB', '总监代表', '4'],
  ['ZDJL', '驻地监理工程师', '3'], ['ZYJL', '专业监理工程师', '3'], ['AQJL', '安全监理工程师', '3'], ['HTGCS', '合同工程师', '3'],
  ['JLY', '监理员', '2'], ['SYSZR', '试验室主任', '4'], ['SYJCS', '试验检测师', '3'], ['ZLJCS', '助理试验检测师', '2'],
  ['KJ', '会计', '2'], ['CN', '出纳', '1'], ['RSZY', '人事专员', '2'], ['ZLY', '资料员', '1'], ['SJ', '驾驶员', '1'],
  ['XMJL', '项目经理', '4'], ['SYJCGCS', '试验检测工程师', '3'], ['ZJGCS', '造价工程师', '3'], ['AQGCS', '安全工程师', '3'],
  ['ZXGCS', '咨询工程师', '3'], ['CLGCS', '测量工程师', '3'], ['XXHZG', '信息化主管', '3'], ['BGSZR', '办公室主任', '4'],
];

/** The name of a demo position code (the post a project link is staffed in reads as the form's 职务 does). */
export const positionName = (code: string) => POSITIONS.find(([c]) => c === code)?.[1] ?? code;

// [provider, action, target, success, message, ms, user, time]: what the platform's own calls out looked like last
// month — the SMS gateway sending login and reset codes (numbers masked as the call log keeps them), the administrator
// testing the demo data source (no reachable host), contracts signed through the e-signature service, payments
// checked through the bank's direct link and bidders looked up in the national enterprise credit register.
const THIRD_PARTY_CALLS: [string, string, string, boolean, string, number, string | null, string][] = [
  ['sms', 'send:0', '138****2210', true, '短信已受理', 412, null, '2026-10-09 08:12:33'],
  ['sms', 'send:1', '139****5632', true, '短信已受理', 388, null, '2026-10-14 18:40:02'],
  ['sms', 'send:2', '137****0917', true, '短信已受理', 455, null, '2026-10-21 09:03:51'],
  ['sms', 'send:0', '136****4478', false, '短信网关返回：号码当日发送次数超限', 236, null, '2026-10-21 09:05:10'],
  ['datasource', 'testConnection', 'postgresql://dw.gcjt.example.cn:5432/dw', false, '连接失败：getaddrinfo ENOTFOUND dw.gcjt.example.cn', 3012, 'admin', '2026-10-28 10:20:45'],
  ['datasource', 'testConnection', 'postgresql://dw.gcjt.example.cn:5432/dw', false, '连接失败：getaddrinfo ENOTFOUND dw.gcjt.example.cn', 3007, 'admin', '2026-11-02 14:31:09'],
  ['sms', 'send:1', '135****8126', true, '短信已受理', 397, null, '2026-11-06 07:58:14'],
  ['esign', 'createFlow', '收入合同 HTSR-2026-031 G4京港澳高速改扩建监理合同', true, '签署流程已创建，待甲方签署', 862, 'lina', '2026-10-12 10:15:27'],
  ['esign', 'signResult', '收入合同 HTSR-2026-031 G4京港澳高速改扩建监理合同', true, '双方已签署，签署文件已归档', 534, 'lina', '2026-10-13 16:42:05'],
  ['esign', 'createFlow', '支出合同 HTZC-2026-017 试验检测设备租赁合同', false, '电子签章平台返回：印章授权已过期（企业管理员需续期）', 1210, 'lina', '2026-11-03 09:26:48'],
  ['esign', 'createFlow', '支出合同 HTZC-2026-017 试验检测设备租赁合同', true, '签署流程已创建，待乙方签署', 915, 'lina', '2026-11-04 08:47:19'],
  ['bank', 'queryBalance', '工商银行 账户尾号 6021', true, '余额查询成功', 677, 'zhaomin', '2026-10-30 09:02:11'],
  ['bank', 'queryTransactions', '工商银行 账户尾号 6021（2026-10-01 至 2026-10-31）', true, '返回交易明细 143 条', 1893, 'zhaomin', '2026-11-02 10:11:36'],
  ['bank', 'queryTransactions', '建设银行 账户尾号 3387（2026-10-01 至 2026-10-31）', false, '银企直连前置机无响应（超时 10 秒）', 10004, 'zhaomin', '2026-11-02 10:13:02'],
  ['bank', 'queryTransactions', '建设银行 账户尾号 3387（2026-10-01 至 2026-10-31）', true, '返回交易明细 58 条', 2210, 'zhaomin', '2026-11-02 10:30:44'],
  ['credit', 'queryEnterprise', '统一社会信用代码 91110000MA01XXXX2K 北京路通工程检测有限公司', true, '存续；无经营异常、无严重违法失信记录', 1322, 'lina', '2026-10-19 14:05:39'],
  ['credit', 'queryEnterprise', '统一社会信用代码 91510100MA6CXXXX7Q 四川蜀道路桥材料有限公司', true, '存续；列入经营异常名录 1 条（未按时公示年报）', 1187, 'lina', '2026-11-10 11:20:03'],
  ['credit', 'queryEnterprise', '统一社会信用代码 91420100MA4KXXXX5W 武汉江城建设监理有限公司', false, '公示系统返回：查询过于频繁，请稍后再试', 402, 'lina', '2026-11-10 11:20:41'],
  ['sms', 'send:2', '158****3396', true, '短信已受理', 421, null, '2026-11-18 08:31:57'],
  ['esign', 'signResult', '收入合同 HTSR-2026-036 成渝环线高速试验检测合同', true, '双方已签署，签署文件已归档', 601, 'lina', '2026-11-20 15:18:22'],
];

// [handler, cron, parameter, description]: the platform's own housekeeping, running from the first start.
const JOBS: [string, string, string | null, string][] = [
  ['log.cleanup', '0 30 2 * * *', '180', '每天 02:30 清理 180 天前的操作日志（日志至少留存 6 个月）'],
  ['session.cleanup', '0 0 3 * * *', null, '每天 03:00 清除过期 30 天以上的登录会话'],
  ['login-attempt.cleanup', '0 5 * * * *', null, '每小时第 5 分钟清除过了锁定窗口的登录失败记录'],
];

/**
 * Demo rows for the system administration screens: parameters, positions, the category tree, one data source, the
 * housekeeping jobs and a month of third-party calls.
 */
export async function demoAdminRows(db: Queryable): Promise<void> {
  for (const [key, value, type, description] of PARAMS) {
    await db.query(
      `INSERT INTO sys_param (id, param_key, param_value, param_type, description, create_by) VALUES ($1,$2,$3,$4,$5,'system')
       ON CONFLICT (param_key) DO NOTHING`,
      [stableId(`param:${key}`), key, value, type, description],
    );
  }
  for (const [code, name, rank] of POSITIONS) {
    await db.query(`INSERT INTO sys_position (id, code, name, post_rank, create_by, create_time) VALUES ($1,$2,$3,$4,'system','2026-01-05 09:00:00+08')
      ON CONFLICT (code) DO NOTHING`, [stableId(`position:${code}`), code, name, rank]);
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
  for (const [handler, cron, parameter, description] of JOBS) {
    await db.query(
      `INSERT INTO sys_quartz_job (id, job_class_name, cron_expression, parameter, description, status, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,0,'admin','2024-01-02 09:00:00+08') ON CONFLICT (id) DO NOTHING`,
      [stableId(`job:${handler}`), handler, cron, parameter, description],
    );
  }
  const { rows: [{ n }] } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_third_party_log');
  if (n === 0) {
    for (const [provider, action, target, success, message, ms, user, time] of THIRD_PARTY_CALLS) {
      await db.query(
        `INSERT INTO sys_third_party_log (provider, action, target, success, message, duration_ms, username, create_time) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
        [provider, action, target, success, message, ms, user, `${time}+08`],
      );
    }
  }
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
