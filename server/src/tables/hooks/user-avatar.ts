import { findVisibleFile } from '../../files/file-routes';
import { fieldError } from '../../http/envelope';
import { files } from '../stores/file-store';
import type { HookContext, SaveInput } from '../table-hooks';

/**
 * A new avatar must be a picture the saver may see (uploaded through the form, never another company's path); it is
 * then filed under the user's company, so the user sees it in their own header after an administrator set it.
 */
export async function adoptAvatar(ctx: HookContext, input: SaveInput): Promise<void> {
  const avatar = input.values.avatar;
  if (typeof avatar !== 'string' || !avatar || avatar === input.current?.avatar) return;
  const key = avatar.split(',')[0];
  const file = await findVisibleFile(ctx.tx, key, ctx.auth);
  if (!file || !file.content_type.startsWith('image/')) throw fieldError('avatar', '头像须是上传的图片');
  input.values.avatar = key;
  const company = (input.values.companyId ?? input.current?.companyId ?? null) as string | null;
  if (company) await files.assignCompany(ctx.tx, key, company);
}
