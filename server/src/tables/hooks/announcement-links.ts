import type { Queryable } from '../../db/database';
import { fieldError } from '../../http/envelope';
import { POST_DETAIL_PATH } from '../../forum/forum-notify';
import type { SaveInput } from '../table-hooks';

/**
 * The detail pages an announcement may link to (`busType`, dictionary announcement_link): the form's picker for the
 * record, the table it is a row of, and the browser's route that shows it (`?id=`). The routes are the spec's fixed
 * pages (src/shell/fixed-pages/fixed-paths.ts), which the server cannot import.
 */
export const ANNOUNCEMENT_LINKS: Record<string, { picker: string; table: string; route: string }> = {
  party_style: { picker: 'linkPartyStyle', table: 'biz_party_style', route: '/company/party/style/show/detail' },
  image_standard: { picker: 'linkImageStandard', table: 'biz_img_standard', route: '/company/istandardization/ImageDetail' },
  innovation: { picker: 'linkInnovation', table: 'biz_inn_highlight', route: '/company/ihighlights/InnovationDetail' },
  forum_post: { picker: 'linkPost', table: 'forum_post', route: POST_DETAIL_PATH },
};

export const linkedPage = (kind: string, id: string) => `${ANNOUNCEMENT_LINKS[kind].route}?id=${encodeURIComponent(id)}`;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The link a save asks for: a kind with its picked record makes the notice open that record's detail page (the
 * server writes `openType`/`openPage`/`busId`, so a client never names a page of its own for it); clearing the kind
 * drops a link the notice had. Without a kind, a JeecgBoot client's own `openType`/`openPage` stay as sent.
 */
export async function applyAnnouncementLink(tx: Queryable, input: SaveInput): Promise<void> {
  const kind = input.values.busType;
  if (blank(kind)) {
    if ('busType' in input.values && ANNOUNCEMENT_LINKS[String(input.current?.busType ?? '')]) {
      Object.assign(input.values, { busType: null, busId: null, openType: null, openPage: null });
    }
    return;
  }
  const link = ANNOUNCEMENT_LINKS[String(kind)];
  if (!link) return;
  const picked = input.body[link.picker] ?? (input.current?.busType === kind ? input.current?.busId : undefined);
  const id = blank(picked) ? '' : String(picked);
  if (!id) throw fieldError(link.picker, '请选择要关联的记录');
  const found = await tx.query(`SELECT 1 FROM ${link.table} WHERE id = $1 AND del_flag = 0`, [id]);
  if (!found.rows.length) throw fieldError(link.picker, '关联的记录不存在或已删除');
  Object.assign(input.values, { busId: id, openType: 'url', openPage: linkedPage(String(kind), id) });
}

/** The form's picker shows the linked record again when the notice is opened for editing. */
export function viewAnnouncementLink(record: Record<string, unknown>, row: Record<string, unknown>): void {
  const link = ANNOUNCEMENT_LINKS[String(row.bus_type ?? '')];
  if (link) record[link.picker] = row.bus_id ?? null;
}
