import { ApiError } from '../http/envelope';

/** `id=` of a single-record call: text of at most 64 characters. */
export function idParam(raw: unknown): string {
  if ((typeof raw !== 'string' && typeof raw !== 'number') || raw === '' || String(raw).length > 64) throw new ApiError(400, '参数 id 不合法');
  return String(raw);
}

/** `ids=a,b,c` of a batch call (JeecgBoot's client may end it with a comma): at least one, at most 1000. */
export function idsParam(raw: unknown): string[] {
  if (raw !== undefined && typeof raw !== 'string') throw new ApiError(400, '参数 ids 不合法');
  const ids = [...new Set(String(raw ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length === 0) throw new ApiError(400, '请选择要操作的记录');
  if (ids.length > 1000 || ids.some((id) => id.length > 64)) throw new ApiError(400, '参数 ids 不合法');
  return ids;
}
