import { useState } from 'react';
import { Divider, Popconfirm, Typography } from 'antd';
import { useAccessControl } from '@/engine';
import type { RowExtrasProps } from '@/widgets/crud-page/row-extras';
import { useServices } from '../services/services-context';
import { adminMessages } from './admin-messages';
import { useAdminApi } from './admin-api';
import { LoginHistoryModal } from './login-history-modal';
import { PermissionPreviewModal } from './permission-preview-modal';
import { ResetPasswordResult } from './reset-password-result';

const m = adminMessages.user;
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** 用户管理's row links: 冻结 / 解冻, 重置密码, 登录记录 and 权限预览, each shown to whoever holds its code. */
export function UserRowActions({ record, reload }: RowExtrasProps) {
  const access = useAccessControl();
  const api = useAdminApi();
  const { feedback: { message } } = useServices();
  const [open, setOpen] = useState<'history' | 'preview' | null>(null);
  const [reset, setReset] = useState<string | null>(null);
  const name = String(record.realname ?? record.username ?? '');
  const frozen = String(record.status) === '2';

  const freeze = async () => {
    try {
      void message.success(await api.freeze(record.id, frozen ? 1 : 2));
      reload();
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  const resetPassword = async () => {
    try {
      setReset(await api.resetPassword(String(record.username)));
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  const links = [
    access.can('system:user:frozen') ? (
      <Popconfirm key="freeze" title={frozen ? m.confirmUnfreeze(name) : m.confirmFreeze(name)} onConfirm={freeze}>
        <Typography.Link type={frozen ? undefined : 'warning'}>{frozen ? m.unfreeze : m.freeze}</Typography.Link>
      </Popconfirm>
    ) : null,
    access.can('system:user:resetPassword') ? (
      <Popconfirm key="reset" title={m.confirmReset(name)} onConfirm={resetPassword}>
        <Typography.Link>{m.resetPassword}</Typography.Link>
      </Popconfirm>
    ) : null,
    access.can('system:user:list') ? <Typography.Link key="history" onClick={() => setOpen('history')}>{m.loginHistory}</Typography.Link> : null,
    access.can('system:user:list') ? <Typography.Link key="preview" onClick={() => setOpen('preview')}>{m.preview}</Typography.Link> : null,
  ].filter(Boolean);

  return (
    <>
      {links.flatMap((link, i) => (i === 0 ? [link] : [<Divider key={`d${i}`} type="vertical" />, link]))}
      {open === 'history' ? <LoginHistoryModal userId={record.id} name={name} onClose={() => setOpen(null)} /> : null}
      {open === 'preview' ? <PermissionPreviewModal userId={record.id} name={name} onClose={() => setOpen(null)} /> : null}
      {reset ? <ResetPasswordResult username={String(record.username)} password={reset} onClose={() => setReset(null)} /> : null}
    </>
  );
}
