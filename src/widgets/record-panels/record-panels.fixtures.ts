import type { DataProvider, DataRecord } from '@/engine';

/** 数据字典 rows: one the schema files own (read-only), one the administrator made. */
export const fileDict: DataRecord = { id: 'd-priority', dictName: '优先级', dictCode: 'priority', source: 'file', readOnly: true, readOnlyReason: '来自模式文件（schemas/dicts），请修改模式文件' };
export const staffDict: DataRecord = { id: 'd-maintain', dictName: '养护等级', dictCode: 'maintain_level', source: 'admin' };

export const dictItems: Record<string, DataRecord[]> = {
  'd-priority': [
    { id: 'i-l', itemText: '一般', itemValue: 'L', itemColor: 'blue', sortOrder: 1, status: 1, readOnly: true, readOnlyReason: '来自模式文件（schemas/dicts），请修改模式文件' },
    { id: 'i-x', itemText: '加急（本单位）', itemValue: 'X', itemColor: '#fa8c16', sortOrder: 4, status: 1 },
  ],
  'd-maintain': [
    { id: 'i-p', itemText: '预防养护', itemValue: 'preventive', itemColor: '#1677ff', sortOrder: 1, status: 1 },
    { id: 'i-m', itemText: '修复养护', itemValue: 'repair', itemColor: null, sortOrder: 2, status: 0 },
  ],
};

export const announcement: DataRecord = { id: 'a-safety', titile: '关于开展2026年度冬季安全生产大检查的通知', sendStatus: '1' };
export const readStatus = {
  total: 3, readCount: 2, unreadCount: 1,
  readers: [
    { userId: 'u1', username: 'zhangwei', realname: '张伟', departName: '综合办公室、人力资源部', read: true, readTime: '2026-11-02 09:41:12' },
    { userId: 'u2', username: 'lina', realname: '李娜', departName: '经营管理部', read: true, readTime: '2026-11-02 10:05:37' },
    { userId: 'u3', username: 'zhaoqiang', realname: '赵强', departName: '工程技术部', read: false, readTime: null },
  ],
};

export const job: DataRecord = { id: 'j-log', jobClassName: 'log.cleanup', jobClassName_dictText: '日志清理', cronExpression: '0 30 2 * * *', status: 0 };
export const jobRuns = {
  total: 2,
  records: [
    { tick: '2026-11-27 02:30:00', trigger: 'cron', trigger_dictText: '按计划', runner: 'gcjt-app-01:2417', startTime: '2026-11-27 02:30:00', endTime: '2026-11-27 02:30:00', durationMs: 840, result: 'success', result_dictText: '成功', message: '删除 180 天前的操作日志 1240 条', error: null },
    { tick: '2026-11-25 08:00:00', trigger: 'cron', trigger_dictText: '按计划', runner: 'gcjt-app-01:2417', startTime: '2026-11-25 08:00:00', endTime: '2026-11-25 08:00:30', durationMs: 30012, result: 'failed', result_dictText: '失败', message: null, error: '查询超时：canceling statement due to statement timeout' },
  ],
};

/** Answers the panels' endpoints like the server does, and records every call. */
export function panelEndpoints(calls: { url: string; method: string; query?: unknown; payload?: unknown }[] = []): DataProvider['custom'] {
  return async <T,>(params: Parameters<DataProvider['custom']>[0]) => {
    calls.push({ url: params.url, method: params.method, query: params.query, payload: params.payload });
    const answer = (data: unknown, message = '') => ({ data: data as T, message });
    switch (params.url) {
      case '/sys/dictItem/list': return answer({ records: dictItems[String(params.query?.dictId)] ?? [], total: 2 });
      case '/sys/dictItem/add': return answer(null, '添加成功！');
      case '/sys/dictItem/edit': return answer(null, '编辑成功!');
      case '/sys/dictItem/delete': return answer(null, '删除成功!');
      case '/sys/annountCement/readStatus': return answer(readStatus);
      case '/sys/quartzJob/runs': return answer(jobRuns);
      case '/sys/quartzJob/cronCheck': return answer({ valid: true, nextRuns: ['2026-11-28 02:30:00', '2026-11-29 02:30:00', '2026-11-30 02:30:00', '2026-12-01 02:30:00', '2026-12-02 02:30:00'] }, 'Cron表达式正确');
      default: throw new Error(`未知接口 ${params.url}`);
    }
  };
}
