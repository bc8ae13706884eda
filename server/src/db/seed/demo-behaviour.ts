import type { Queryable } from '../database';

/** How many days of history the demo's behaviour log covers, ending yesterday. */
export const BEHAVIOUR_DAYS = 60;

// [module code, its name, share of the person's writes]: what each demo user works on, by their job.
type Work = [code: string, name: string, weight: number][];
const APPROVE: Work = [['company/flow/task', '审批中心', 3]];
const WORK: Record<string, Work> = {
  admin: [['sys/user', '用户管理', 3], ['sys/role', '角色管理', 1], ['sys/dict', '数据字典', 1], ['news/notice', '新闻通知', 1]],
  zhangwei: [['news/notice', '新闻通知', 3], ['office/meeting', '会议管理', 2], ['progress/keyWork', '重点工作推进', 2], ...APPROVE],
  zhaomin: [['hr/cadre', '干部名册', 3], ['hr/labourContract', '劳动合同', 2], ['office/trainingPlan', '培训计划', 1]],
  lina: [['contract/income', '收入合同', 4], ['contract/invoice', '开票管理', 3], ['contract/tender', '投标管理', 3], ['flow/receipt', '到款认领', 2], ...APPROVE],
  wangqiang: [['contract/tender', '投标管理', 2], ['quality/objective', '质量目标', 1], ['progress/staffDynamic', '员工动态', 1]],
  liuyang: [['supervision/dailyLog', '监理日志', 5], ['supervision/patrol', '巡视记录', 3], ['safety/hiddenDanger', '隐患排查', 2], ['supervision/station', '旁站记录', 2], ['progress/report', '进度填报', 1]],
  chenjing: [['safety/hiddenDanger', '隐患排查', 4], ['safety/check', '安全检查', 3], ['supervision/patrol', '巡视记录', 2], ['supervision/dailyLog', '监理日志', 1]],
  fengtao: [['quality/check', '质量检查', 2], ['supervision/inspectionRecord', '检查记录', 2], ['progress/plan', '进度计划', 1], ...APPROVE],
  sunlihua: [['contract/expense', '支出合同', 1], ...APPROVE, ...APPROVE],
  zhoujianguo: [['progress/keyWork', '重点工作推进', 1], ...APPROVE, ...APPROVE],
  zhengxiao: [['office/attendance', '月度考勤', 3], ['hr/wageSheet', '工资表', 2], ['office/trainingRecord', '培训台账', 2], ...APPROVE],
  wufang: [['flow/payment', '资金支付申请', 3], ['contract/invoice', '开票管理', 2], ['operate/costBudget', '成本预算', 1], ...APPROVE],
  qianweidong: [['flow/payment', '资金支付申请', 1], ...APPROVE, ...APPROVE],
  huanglei: [['admin/vehicleUse', '用车记录', 3], ['office/meeting', '会议管理', 2], ['admin/sealLedger', '印章台账', 1], ...APPROVE],
  wangpeng: [['experiment/record', '检测记录', 4], ['experiment/sample', '样品登记', 3], ['flow/payment', '资金支付申请', 1]],
  zhaoqiang: [['experiment/record', '检测记录', 2], ['supervision/patrol', '巡视记录', 2], ['flow/leave', '请假申请', 1]],
};
const ACTIONS: [method: string, action: string][] = [['POST', 'add'], ['PUT', 'edit'], ['PUT', 'edit'], ['POST', 'add'], ['DELETE', 'delete']];
const AGENT_PC = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const AGENT_PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';

/** A number in [0, 1) from a text: the same person on the same day draws the same, on every machine. */
function draw(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 100_000) / 100_000;
}

/** The Beijing calendar day `days` before today, at midnight Beijing time (as a UTC instant). */
function beijingDay(now: number, days: number): Date {
  const beijing = new Date(now + 8 * 3600_000);
  return new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate() - days) - 8 * 3600_000);
}

/**
 * The behaviour log of the last 60 days for 行为分析, dated back from the day of the install: each demo user's logins
 * (most working days, project staff on many Saturdays too, the odd Sunday; sometimes again from the phone at noon)
 * and their day's writes in the operation log on the modules of their job, approvals in 审批中心 for the approvers.
 * Days that already have a login of the person (the 登录记录 fortnight) keep theirs.
 */
export async function demoBehaviourLog(db: Queryable, now = Date.now()): Promise<void> {
  const { rows: people } = await db.query<{ id: string; username: string; company_id: string | null; project_company: string | null }>(
    `SELECT u.id, u.username, u.company_id,
            (SELECT p.company_id FROM sys_user_project up JOIN project_info p ON p.id = up.project_id WHERE up.user_id = u.id ORDER BY p.id LIMIT 1) AS project_company
       FROM sys_user u WHERE u.del_flag = 0 ORDER BY u.username`);
  for (const [n, person] of people.entries()) {
    const work = WORK[person.username];
    if (!work) continue;
    const onSite = !person.company_id;
    const company = person.company_id ?? person.project_company;
    const ip = `10.16.${(n % 5) + 1}.${20 + n}`;
    const { rows: logged } = await db.query<{ day: string }>(
      `SELECT DISTINCT to_char(create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day FROM sys_login_log WHERE user_id = $1 AND ok AND log_type = 'login'`, [person.id]);
    const taken = new Set(logged.map((r) => r.day));
    // Written once per person: [log type, ip, agent, time] and [method, path, cost, module, name, time].
    const logins: [string, string, string, Date][] = [];
    const writesOf: [string, string, number, string, string, Date][] = [];
    for (let days = BEHAVIOUR_DAYS; days >= 1; days--) {
      const midnight = beijingDay(now, days);
      const date = new Date(midnight.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
      const weekday = new Date(midnight.getTime() + 8 * 3600_000).getUTCDay();
      const chance = weekday === 0 ? (onSite ? 0.25 : 0.05) : weekday === 6 ? (onSite ? 0.55 : 0.12) : 0.93;
      const luck = draw(`${person.username}:${date}`);
      if (luck >= chance || taken.has(date)) continue;
      const start = midnight.getTime() + (8 * 60 + 5 + Math.floor(draw(`${date}:${person.username}:in`) * 65)) * 60_000;
      const at = (minutes: number) => new Date(start + minutes * 60_000);
      logins.push(['login', ip, AGENT_PC, at(0)]);
      if (luck < 0.3) logins.push(['login', `172.20.${n % 8}.${100 + (days % 50)}`, AGENT_PHONE, at(240 + Math.floor(luck * 100))]);
      // A busy day has a dozen writes, a weekend a few.
      const writes = Math.round((weekday === 0 || weekday === 6 ? 2 : 4) + draw(`${date}:${person.username}:n`) * (weekday === 0 || weekday === 6 ? 3 : 10));
      const total = work.reduce((s, [, , w]) => s + w, 0);
      for (let k = 0; k < writes; k++) {
        let pick = draw(`${date}:${person.username}:${k}`) * total;
        const [code, name] = work.find(([, , w]) => (pick -= w) < 0) ?? work[0];
        const [method, action] = code === 'company/flow/task' ? ['POST', draw(`${date}:${k}:r`) < 0.12 ? 'reject' : 'approve'] : ACTIONS[k % ACTIONS.length];
        writesOf.push([method, `/devops/${code}/${action}`, 20 + Math.floor(draw(`${k}:${date}`) * 180), code, name, at(20 + Math.floor(((k + 1) / (writes + 1)) * 520))]);
      }
      logins.push(['logout', ip, AGENT_PC, at(560 + Math.floor(luck * 90))]);
    }
    const column = <T,>(rows: T[][], i: number) => rows.map((r) => r[i]);
    await db.query(
      `INSERT INTO sys_login_log (username, user_id, log_type, ok, ip, user_agent, create_time)
       SELECT $1, $2, t, true, i, a, c FROM unnest($3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS x(t, i, a, c)`,
      [person.username, person.id, column(logins, 0), column(logins, 1), column(logins, 2), column(logins, 3)]);
    await db.query(
      `INSERT INTO sys_log (username, user_id, company_id, method, path, status, ip, user_agent, cost_ms, module, module_name, create_time)
       SELECT $1, $2, $3, m, p, 200, $4, $5, c, o, n, t FROM unnest($6::text[], $7::text[], $8::int[], $9::text[], $10::text[], $11::timestamptz[]) AS x(m, p, c, o, n, t)`,
      [person.username, person.id, company, ip, AGENT_PC, ...[0, 1, 2, 3, 4, 5].map((i) => column(writesOf, i))]);
  }
}
