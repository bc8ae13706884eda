/** Every user-facing text of the shell, in one place. */
export const PLATFORM_NAME = '工程咨询集团管理平台';

export const shellMessages = {
  platformName: PLATFORM_NAME,
  platformSubtitle: '集团 · 公司 · 项目一体化综合管理',
  documentTitle: (title?: string) => (title ? `${title} - ${PLATFORM_NAME}` : PLATFORM_NAME),

  login: {
    pageTitle: '登录',
    formTitle: '账号密码登录',
    username: '用户名',
    password: '密码',
    usernamePlaceholder: '请输入用户名',
    passwordPlaceholder: '请输入密码',
    usernameRequired: '请输入用户名!',
    passwordRequired: '请输入密码!',
    submit: '登 录',
    failed: '登录失败，请稍后再试',
    welcome: '欢迎回来',
    footer: '工程咨询集团 信息化中心',
  },

  session: {
    expired: '很抱歉，登录已过期，请重新登录',
    expiredTitle: '登录已过期',
    relogin: '重新登录',
    logout: '退出登录',
    logoutFailed: '退出登录失败',
    loadingMenu: '正在加载菜单…',
    emptyPermissions: 'permissions must be a non-null array',
    menuLoadFailed: '获取菜单失败，请重新登录',
  },

  errors: {
    title: '系统提示',
    forbidden: '拒绝访问',
    notFound: '很抱歉，资源未找到!',
    timeout: '网络超时',
    network: '网络连接异常，请检查网络后重试',
  },

  layout: {
    home: '首页',
    welcome: (name: string) => `欢迎您，${name}`,
    collapse: '收起菜单',
    expand: '展开菜单',
  },

  greeting: { morning: '早上好', forenoon: '上午好', noon: '中午好', afternoon: '下午好', evening: '晚上好' },

  home: {
    groupTitle: '集团首页',
    companyTitle: '公司首页',
    projectTitle: '项目首页',
    welcomeLine: (greeting: string, name: string) => `${greeting}，${name}`,
    intro: `欢迎使用${PLATFORM_NAME}。`,
    shortcuts: '常用功能',
    noShortcuts: '暂无可用的功能菜单，请联系管理员分配权限。',
  },

  pages: {
    notFoundTitle: '404',
    notFoundSubtitle: '抱歉，您访问的页面不存在。',
    backHome: '返回首页',
    pendingSubtitle: '该页面尚在建设中',
    schemaLoading: '正在加载页面…',
    schemaLoadFailed: '页面配置加载失败',
    retry: '重试',
    externalHint: '该菜单指向外部链接，请在新窗口中打开。',
    openExternal: '在新窗口打开',
  },
} as const;
