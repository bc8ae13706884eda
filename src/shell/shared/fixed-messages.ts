/** User-facing texts of the fixed pages and of the side/top navigation; the frame's own texts are in messages.ts. */
export const fixedMessages = {
  common: {
    back: '返回',
    none: '暂无',
    loading: '加载中…',
    loadFailed: '加载失败',
    retry: '重试',
    toLogin: '返回登录',
    toHome: '返回首页',
  },

  nav: {
    groupDashboard: '集团看板',
    subsidiaries: '下属公司',
    activeCompany: '当前查看',
    /** Subsidiaries whose short name holds one of these are not listed in the collapsed side menu. */
    hiddenSubsidiaryTerms: ['西南', '新材料', '铁路发展'] as readonly string[],
    /** The top-menu item that opens its sub-list as a click drop-down. */
    departmentManagement: '部门管理',
  },

  home: {
    noProjects: '您在该公司暂无可进入的项目',
    allProjects: (n: number) => `展开全部 ${n.toLocaleString('zh-CN')} 个项目`,
  },

  todo: {
    shortcut: '个人中心',
    pending: (n: number) => `待办 ${n} 项`,
  },

  communication: {
    title: '技术交流平台',
    open: '技术交流平台（新窗口打开）',
    empty: '技术交流平台的帖子、回复与排行服务尚未接入本平台，暂无可显示的帖子。',
  },

  projectDetail: {
    title: '项目详情',
    name: '项目名称',
    abbr: '项目简称',
    company: '所属公司',
    state: '项目状态',
    supervisionAttr: '监理属性',
    states: { '1': '未开工', '2': '在建', '3': '已完工' } as Record<string, string>,
    none: '当前没有选中的项目。请在页头切换到某个项目，或从项目列表带 id 打开本页。',
    notFound: (id: string) => `未找到编号为 ${id} 的项目，或您不是该项目的成员。`,
  },

  backlog: {
    title: '我的审批',
  },

  personal: {
    title: '个人中心',
    variantTitle: '个人中心',
  },

  account: {
    title: '个人设置',
    noPermission: '您没有访问个人设置的权限（需要登录用户身份）。',
    tabs: { base: '基本设置', security: '安全设置', custom: '个性化', binding: '账户绑定', notification: '新消息通知' } as Record<string, string>,
    base: {
      realname: '姓名',
      email: '邮箱',
      phone: '手机号',
      realnameRequired: '请输入姓名!',
      emailInvalid: '请输入正确的邮箱地址!',
      phoneInvalid: '请输入正确的手机号码!',
      save: '更新基本信息',
      saved: '编辑成功!',
      failed: '保存失败',
      username: '账号',
    },
    security: {
      password: '账户密码',
      passwordDesc: '定期修改密码可以提高账户安全性',
      change: '修改',
      phone: '绑定手机',
      email: '绑定邮箱',
      unset: '暂未绑定',
    },
    custom: {
      theme: '菜单风格',
      color: '主题色',
      layout: '导航模式',
      multipage: '多页签模式',
      on: '开启',
      off: '关闭',
      themes: { dark: '暗色', light: '亮色' } as Record<string, string>,
      layouts: { sidemenu: '侧边栏导航', topmenu: '顶部栏导航' } as Record<string, string>,
    },
    binding: { empty: '暂无绑定的第三方账号' },
    notification: {
      notices: '未读通知',
      system: '未读系统消息',
      todo: '待办',
      more: '查看我的消息',
    },
  },

  details: {
    message: '帖子详情',
    party: '党建风采详情',
    image: '形象标准化详情',
    innovation: '创新亮点详情',
    id: '编号',
    passed: '传入的内容',
    noId: '未指定要查看的记录（缺少 id 参数）。',
    pending: '该详情的数据服务尚未接入本平台，暂无可显示的内容。',
  },

  testHome: {
    title: '测试页',
    user: '当前用户',
    context: '当前上下文',
    menuCode: '菜单编码',
    company: '公司编号',
    project: '项目编号',
  },

  result: {
    successTitle: '提交成功',
    successDesc: '操作已成功完成。',
    failTitle: '提交失败',
    failDesc: '请核对并修改信息后，再重新提交。',
    back: '返回上一页',
  },

  open: {
    username: '用户名',
    usernameRule: '用户名为 2–50 位字母、数字、下划线、点或短横线',
    password: '密码',
    confirm: '确认密码',
    mobile: '手机号',
    mobileRule: '请输入正确的手机号码!',
    email: '邮箱',
    emailRule: '请输入正确的邮箱地址!',
    haveAccount: '使用已有账户登录',
    alterationTitle: '找回密码',
    alterationHint: '输入账号和账号绑定的手机号，获取短信验证码后设置新密码。',
    smscode: '短信验证码',
    smscodeRequired: '请输入短信验证码!',
    getCode: '获取验证码',
    resend: (s: number) => `${s} 秒后重发`,
    usernameRequired: '请输入用户名!',
    mobileRequired: '请输入手机号!',
    reset: '重置密码',
    resetDone: '密码重置成功，请使用新密码登录',
    downloadTitle: '客户端下载',
    downloadEmpty: '暂无可下载的客户端安装包，请直接使用浏览器访问本平台。',
    forgot: '忘记密码',
    register: '注册账户',
  },
} as const;
