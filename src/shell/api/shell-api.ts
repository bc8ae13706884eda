import type { HttpClient } from '@/engine';
import type { UserInfo } from '../session/auth-types';

/** A project the user may enter (`/project/projectInfo/queryUserProject`). State 1 not started, 2 in progress, 3 completed. */
export interface ProjectItem {
  id: string;
  companyId?: string;
  companyName?: string;
  projectName?: string;
  projectNameAbbr: string;
  supervisionAttr?: string | null;
  state?: string | null;
  sort?: number | null;
}

/** A subsidiary of the group (`/sys/sysDepart/querySubsidiaries`). */
export interface CompanyItem {
  id: string;
  departName: string;
  departNameAbbr?: string | null;
  orgCode?: string;
}

export interface DepartItem {
  id: string;
  orgCode: string;
  departName: string;
}

export type NoticePriority = 'L' | 'M' | 'H';

/** An announcement as `listByUser` and `queryById` send it (`titile` is JeecgBoot's spelling). */
export interface NoticeItem {
  id: string;
  titile: string;
  priority?: NoticePriority | string | null;
  openType?: string | null;
  openPage?: string | null;
  /** What the notice is about: a workflow task (`bpm`), a forum message (`forum`), or the record it links (`party_style`…). */
  busType?: string | null;
  busId?: string | null;
  sender?: string | null;
  sendTime?: string | null;
  msgContent?: string | null;
}

export interface NoticeLists {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
}

/** One row of `getMyAnnouncementSend`. */
export interface MyNoticeItem {
  id?: string;
  anntId: string;
  titile: string;
  sender?: string | null;
  sendTime?: string | null;
  priority?: string | null;
  readFlag?: string | number | null;
  msgContent?: string | null;
  openType?: string | null;
  openPage?: string | null;
  busType?: string | null;
}

export interface Page<T> {
  records: T[];
  total: number;
}

export interface PasswordChange {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** A company of `getUserProjectTree` with the projects the user may enter there. */
export interface ProjectTreeNode {
  id: string;
  departName: string;
  children: ProjectItem[];
}

/** The fields a user may change on their own profile (`/sys/user/appEdit`; the server ignores anything else). */
export interface OwnProfile {
  realname: string;
  email?: string | null;
  phone?: string | null;
}

/** Forgotten password: the SMS code sent to the phone bound to the account, and the new password. */
export interface SmsPasswordReset {
  username: string;
  phone: string;
  smscode: string;
  password: string;
}

export interface SwitchResult {
  token: string;
  companyId?: string | null;
  projectId?: string | null;
  menuCode?: string;
}

/** The shell's own server calls (context switch, departments, password, notices). All reject with HttpError. */
export interface ShellApi {
  setToken(target: { companyId: string } | { projectId: string }): Promise<SwitchResult>;
  queryUserProjects(): Promise<ProjectItem[]>;
  queryCurrentProject(): Promise<ProjectItem | null>;
  querySubsidiaries(): Promise<CompanyItem[]>;
  getCurrentUserDeparts(): Promise<{ list: DepartItem[]; orgCode?: string | null }>;
  selectDepart(body: { orgCode: string; username: string }): Promise<{ userInfo: UserInfo }>;
  /** Resolves with the server's message. */
  updatePassword(body: PasswordChange): Promise<string>;
  listNotices(pageSize?: number): Promise<NoticeLists>;
  queryNotice(id: string): Promise<NoticeItem>;
  markNoticeRead(anntId: string): Promise<void>;
  myNotices(pageNo: number, pageSize: number): Promise<Page<MyNoticeItem>>;
  /** The caller's pending to-do count (`queryTodo` answers a number). */
  queryTodo(): Promise<number>;
  getUserProjectTree(): Promise<ProjectTreeNode[]>;
  /** Saves the caller's own profile; resolves with the updated user. */
  editOwnProfile(body: OwnProfile): Promise<UserInfo>;
  /** Sends an SMS code; `smsmode` 2 = forgotten password. Resolves with the server's message. */
  sendSmsCode(mobile: string, smsmode: '0' | '1' | '2'): Promise<string>;
  /** Resolves with the server's message. */
  resetPasswordBySms(body: SmsPasswordReset): Promise<string>;
}

/** `queryTodo`'s result is a count; anything else (missing, malformed) counts as nothing pending. */
export function todoCountOf(result: unknown): number {
  const n = typeof result === 'number' ? result : typeof result === 'string' && result.trim() !== '' ? Number(result) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * The shell's calls over the platform HTTP client. Calls whose failure the caller shows itself are `silent`
 * (no global error notification on top of it).
 *
 * @example
 * const api = createShellApi(http);
 * const { token } = await api.setToken({ projectId: 'p1' });
 */
export function createShellApi(http: HttpClient): ShellApi {
  const silentGet = async <T>(url: string, params?: Record<string, unknown>) => {
    const envelope = await http.request<T>({ method: 'get', url, params, silent: true });
    return envelope.result;
  };
  // The caller shows the server's refusal next to the form, so no global notification; success=false rejects too.
  const silentSend = async <T>(method: 'post' | 'put', url: string, data: unknown) => {
    const envelope = await http.request<T>({ method, url, data, silent: true });
    if (!envelope.success) throw new Error(envelope.message);
    return envelope;
  };
  return {
    setToken: (target) => http.get('/sys/setToken', target),
    queryUserProjects: async () => (await http.get<ProjectItem[]>('/project/projectInfo/queryUserProject')) ?? [],
    queryCurrentProject: () => silentGet<ProjectItem | null>('/project/projectInfo/queryCurrProject'),
    querySubsidiaries: async () => (await http.get<CompanyItem[]>('/sys/sysDepart/querySubsidiaries')) ?? [],
    getCurrentUserDeparts: async () => {
      const result = await http.get<{ list?: DepartItem[]; orgCode?: string | null }>('/sys/user/getCurrentUserDeparts');
      return { list: result?.list ?? [], orgCode: result?.orgCode };
    },
    selectDepart: (body) => http.put('/sys/selectDepart', body),
    updatePassword: async (body) => {
      const envelope = await http.request<unknown>({ method: 'put', url: '/sys/user/updatePassword', data: body, silent: true });
      if (!envelope.success) throw new Error(envelope.message);
      return envelope.message;
    },
    // Polled every 6 s: a failure stops the polling instead of raising a notification each time.
    listNotices: (pageSize = 5) => silentGet<NoticeLists>('/sys/annountCement/listByUser', { pageSize }),
    queryNotice: (id) => http.get('/sys/annountCement/queryById', { id }),
    markNoticeRead: async (anntId) => {
      await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId });
    },
    myNotices: async (pageNo, pageSize) => {
      const page = await http.get<Page<MyNoticeItem>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { pageNo, pageSize });
      return { records: page?.records ?? [], total: page?.total ?? 0 };
    },
    // Polled with the notices: a failure (or an older server without it) just means nothing is highlighted.
    queryTodo: async () =>
      todoCountOf(await silentGet<unknown>('/company/flow/flowInfo/queryTodo', { year: new Date().getFullYear(), page: 1, rows: 10 })),
    getUserProjectTree: async () => (await http.get<ProjectTreeNode[]>('/sys/getUserProjectTree')) ?? [],
    editOwnProfile: async (body) => (await silentSend<UserInfo>('put', '/sys/user/appEdit', body)).result,
    sendSmsCode: async (mobile, smsmode) => (await silentSend('post', '/sys/sms', { mobile, smsmode })).message,
    resetPasswordBySms: async (body) => (await silentSend('post', '/sys/user/passwordChange', body)).message,
  };
}

declare module '../services/app-services' {
  interface AppServices {
    /** The shell's own calls (switcher, departments, password, notices). */
    api: ShellApi;
  }
}
