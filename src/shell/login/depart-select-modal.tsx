import { useEffect, useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import type { DepartItem } from '../api/shell-api';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';

const text = shellMessages.depart;
/** The department picker after login is 450 px wide. */
export const DEPART_MODAL_WIDTH = 450;

/**
 * 请选择登录部门: shown after login when the user belongs to several departments (multi_depart 2). A choice is
 * required; the answer's user replaces the stored one (seven days).
 */
export const DepartSelectModal = observer(function DepartSelectModal({ open, onDone }: { open: boolean; onDone(): void }) {
  const { api, session, feedback } = useServices();
  const [departs, setDeparts] = useState<DepartItem[]>([]);
  const [orgCode, setOrgCode] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let active = true;
    api.getCurrentUserDeparts().then(
      ({ list, orgCode: current }) => {
        if (!active) return;
        if (!list.length) {
          feedback.message.warning(text.none);
          onDone();
          return;
        }
        setDeparts(list);
        setOrgCode(current ?? undefined);
      },
      () => active && onDone(),
    );
    return () => {
      active = false;
    };
  }, [open, api, feedback, onDone]);

  const submit = async () => {
    if (!orgCode) {
      setError(text.required);
      return;
    }
    setSaving(true);
    try {
      const { userInfo } = await api.selectDepart({ orgCode, username: session.userInfo?.username ?? '' });
      if (userInfo) session.setUserInfo(userInfo);
      onDone();
    } catch (e) {
      feedback.message.warning(e instanceof Error && e.message ? e.message : text.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={text.title} open={open && departs.length > 0} width={DEPART_MODAL_WIDTH} closable={false} maskClosable={false} keyboard={false} okText={text.ok} onOk={() => void submit()} confirmLoading={saving} cancelButtonProps={{ style: { display: 'none' } }} rootClassName="depart-modal">
      <Form layout="vertical">
        <Form.Item label={text.label} required validateStatus={error ? 'error' : undefined} help={error}>
          <Select
            value={orgCode}
            placeholder={text.required.replace('!', '')}
            options={departs.map((d) => ({ value: d.orgCode, label: d.departName }))}
            onChange={(value: string) => {
              setOrgCode(value);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
});
