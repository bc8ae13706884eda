import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import type { OwnProfile } from '../api/shell-api';
import { fixedMessages } from '../shared/fixed-messages';
import { useServices } from '../services/services-context';
import { EMAIL_PATTERN, MOBILE_PATTERN } from './form-rules';

const text = fixedMessages.account.base;

/** 基本设置: the user's own name, e-mail and mobile, saved through `/sys/user/appEdit`. */
export const AccountBaseForm = observer(function AccountBaseForm() {
  const { api, session, feedback } = useServices();
  const [saving, setSaving] = useState(false);
  const user = session.userInfo;

  const save = async (values: OwnProfile) => {
    if (!user) return;
    setSaving(true);
    try {
      const updated = await api.editOwnProfile({ realname: values.realname.trim(), email: values.email || '', phone: values.phone || '' });
      // Only the edited fields: the answer's department list is not the session's concern here.
      session.setUserInfo({ ...user, realname: updated.realname, email: updated.email ?? null, phone: updated.phone ?? null });
      feedback.message.success(text.saved);
    } catch (error) {
      feedback.message.warning(error instanceof Error && error.message ? error.message : text.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<OwnProfile>
      layout="vertical"
      style={{ maxWidth: 440 }}
      className="account-base-form"
      initialValues={{ realname: user?.realname, email: user?.email ?? '', phone: user?.phone ?? '' }}
      onFinish={(v) => void save(v)}
    >
      <Form.Item label={text.username}>
        <Input value={user?.username} disabled />
      </Form.Item>
      <Form.Item name="realname" label={text.realname} rules={[{ required: true, whitespace: true, message: text.realnameRequired }, { max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label={text.email} rules={[{ pattern: EMAIL_PATTERN, message: text.emailInvalid }, { max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="phone" label={text.phone} rules={[{ pattern: MOBILE_PATTERN, message: text.phoneInvalid }]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>{text.save}</Button>
    </Form>
  );
});
