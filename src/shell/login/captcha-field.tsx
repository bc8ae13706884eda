import { useCallback, useEffect, useState } from 'react';
import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useServices } from '../services/services-context';
import { loginMessages as text } from './login-messages';

/**
 * The image captcha the server asks for after repeated failed logins: the answer field and the image beside it, a
 * new image on click and whenever `checkKey` changes (each image answers once).
 */
export function CaptchaField({ checkKey, onRefresh }: { checkKey: string; onRefresh(): void }) {
  const { auth } = useServices();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async (key: string) => {
    setFailed(false);
    try {
      setImage(await auth.captchaImage(key));
    } catch {
      setImage(null);
      setFailed(true);
    }
  }, [auth]);
  useEffect(() => {
    void load(checkKey);
  }, [checkKey, load]);

  return (
    <div className="login-captcha">
      <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: text.captchaRequired }]} style={{ flex: 1 }}>
        <Input prefix={<SafetyOutlined />} placeholder={text.captchaPlaceholder} aria-label={text.captcha} maxLength={8} autoComplete="off" />
      </Form.Item>
      <button type="button" className="login-captcha-image" onClick={onRefresh} title={text.captchaRefresh} aria-label={text.captchaRefresh}>
        {image ? <img src={image} alt={text.captcha} /> : <span>{failed ? text.captchaLoadFailed : ''}</span>}
      </button>
    </div>
  );
}
