import { Alert, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { checkConfirmPassword, checkNewPassword } from '../account/password-rules';
import { fixedMessages } from '../shared/fixed-messages';
import { LOGIN_PATH } from '../login/guard';
import { asRule, EMAIL_PATTERN, MOBILE_PATTERN, USERNAME_PATTERN } from '../account/form-rules';
import { OpenFrame } from './open-frame';

const text = fixedMessages.open;

interface RegisterValues {
  username: string;
  password: string;
  confirm: string;
  mobile: string;
  email?: string;
}

/**
 * /user/register: the registration form with the platform's named validation rules. The platform has no self-registration endpoint
 * (accounts are created by the administrator), which the page says up front; valid input leads to the result page
 * that explains the same, nothing is sent.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  return (
    <OpenFrame title={text.registerTitle}>
      <Alert type="info" showIcon message={text.registerNotice} style={{ marginBottom: 20 }} className="register-notice" />
      <Form<RegisterValues>
        form={form}
        name="register"
        layout="vertical"
        onFinish={() => navigate('/user/register-result')}
      >
        <Form.Item name="username" label={text.username} rules={[{ required: true, message: text.usernameRequired }, { pattern: USERNAME_PATTERN, message: text.usernameRule }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={text.password} rules={[asRule(checkNewPassword)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={text.confirm}
          dependencies={['password']}
          rules={[({ getFieldValue }) => asRule((v) => checkConfirmPassword(v, getFieldValue('password')))]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="mobile" label={text.mobile} rules={[{ required: true, message: text.mobileRequired }, { pattern: MOBILE_PATTERN, message: text.mobileRule }]}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item name="email" label={text.email} rules={[{ pattern: EMAIL_PATTERN, message: text.emailRule }]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>{text.submit}</Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={LOGIN_PATH}>{text.haveAccount}</Link>
        </div>
      </Form>
    </OpenFrame>
  );
}
