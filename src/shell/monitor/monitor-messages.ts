/** UI text of the monitoring pages. */
export const monitorMessages = {
  refresh: { label: '自动刷新', off: '关闭', every: (s: number) => `每 ${s} 秒`, now: '立即刷新', updatedAt: (t: string) => `更新于 ${t}`, failed: '数据加载失败' },
  uptime: (s: number) => {
    const d = Math.floor(s / 86400);
    const h = Math.floor((s % 86400) / 3600);
    const m = Math.floor((s % 3600) / 60);
    return `${d ? `${d} 天 ` : ''}${h} 小时 ${m} 分`;
  },
  server: {
    title: '服务器监控', cpu: 'CPU 使用率', memory: '内存使用率', load: '系统负载（1/5/15 分钟）', loadChart: '最近负载', host: '主机名', os: '操作系统',
    arch: '架构', cores: 'CPU 核数', model: 'CPU 型号', uptime: '系统运行时间', node: 'Node.js 版本', memoryDetail: '内存（已用 / 总量）', database: '数据库',
  },
  runtime: {
    title: '运行时监控', heap: '堆内存使用', heapDetail: '堆内存（已用 / 已分配 / 上限）', rss: '常驻内存（RSS）', external: '堆外内存', loop: '事件循环延迟',
    loopChart: '事件循环延迟（毫秒）', mean: '平均', p99: 'P99', max: '最大', gc: '垃圾回收（自启动）', gcKind: '类型', gcCount: '次数', gcTotal: '累计耗时（毫秒）',
    handles: '活动句柄', handleType: '类型', handleCount: '数量', spaces: '堆空间', node: 'Node.js', v8: 'V8', pid: '进程号', uptime: '进程运行时间', noGc: '尚未发生垃圾回收',
  },
  disk: { title: '磁盘监控', mount: '挂载点', type: '文件系统', total: '总容量', used: '已用', free: '可用', usage: '使用率' },
  trace: {
    title: '请求追踪', method: '方法', path: '路径', status: '状态码', time: '耗时（毫秒）', at: '时间', user: '用户', ip: 'IP', headers: '请求头（已隐去令牌与 Cookie）',
    search: '按路径筛选', allMethods: '全部方法', allStatus: '全部状态', ok: '成功（2xx/3xx）', clientError: '客户端错误（4xx）', serverError: '服务端错误（5xx）',
    count: (shown: number, all: number) => `显示 ${shown} / ${all} 条（本进程最近的请求）`,
  },
  cache: {
    title: '缓存监控', name: '缓存', entries: '条目数', hits: '命中', misses: '未命中', hitRate: '命中率', note: '说明', clear: '清空', confirm: (name: string) => `确定清空“${name}”？`,
    notApplicable: '—', chart: '命中率',
  },
  terminal: {
    title: '在线用户', user: '用户', ip: 'IP 地址', client: '客户端', view: '视图', login: '登录时间', active: '最后活动', expire: '过期时间', action: '操作',
    kick: '强制退出', current: '当前会话', confirm: (name: string) => `确定强制退出 ${name} 的这个会话？该用户需重新登录。`, count: (n: number) => `共 ${n} 个在线会话`,
  },
  system: {
    title: '系统信息', kind: '数据库类型', name: '数据库名', schema: '模式', size: '数据库大小', version: '数据库版本', connections: '当前连接数', tables: '数据表数',
    sockets: '推送连接（通知 / 表格协同）', node: 'Node.js', v8: 'V8', os: '操作系统', app: '平台版本', pages: '已加载页面模式', largest: '最大的数据表',
    table: '表名', module: '页面', rows: '行数', tableSize: '占用空间',
  },
  mb: (n: number) => (n >= 1024 ? `${(n / 1024).toFixed(1)} GB` : `${n} MB`),
};
