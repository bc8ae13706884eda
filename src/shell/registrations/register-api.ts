import type { DataProvider } from '@/engine';

export type RegisterStatus = 'pending' | 'approved' | 'rejected';

/** One self-registration as `/sys/user/registerList` answers it. */
export interface RegisterRequest {
  id: string;
  username: string;
  realname: string;
  phone: string;
  email: string | null;
  status: RegisterStatus;
  decidedBy: string | null;
  decidedTime: string | null;
  rejectReason: string | null;
  createTime: string;
}

/** The registration review calls over the platform's data provider (its errors reach the user through its messages). */
export function createRegisterApi(dp: DataProvider) {
  return {
    list: async (status: RegisterStatus, pageNo: number, pageSize: number) =>
      (await dp.custom<{ records: RegisterRequest[]; total: number }>({ url: '/sys/user/registerList', method: 'get', query: { status, pageNo, pageSize } })).data,
    approve: async (id: string) => (await dp.custom({ url: '/sys/user/approveRegister', method: 'post', payload: { id } })).message ?? '',
    reject: async (id: string, reason: string) => (await dp.custom({ url: '/sys/user/rejectRegister', method: 'post', payload: { id, reason } })).message ?? '',
  };
}

export type RegisterApi = ReturnType<typeof createRegisterApi>;
