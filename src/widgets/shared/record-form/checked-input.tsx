import { useEffect, useState, type ChangeEvent } from 'react';
import { Input, Typography } from 'antd';
import { useOptionalDataProvider } from '@/engine';

/** How long typing pauses before the value is checked. */
const CHECK_DELAY_MS = 400;

export interface CheckedInputProps {
  value?: string;
  onChange?(event: ChangeEvent<HTMLInputElement>): void;
  /** GET `<url>?<param>=<value>`: the answer's message and `result.hint` show under the input. */
  check: { url: string; param: string };
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

type Verdict = { ok: boolean; text: string } | null;

/**
 * A text input checked by the server as it is typed (a field's `form.check`): a Cron expression shows whether it is
 * valid and its next five run times, before the form is saved.
 */
export function CheckedInput({ value, onChange, check, placeholder, disabled, readOnly }: CheckedInputProps) {
  const provider = useOptionalDataProvider();
  const [verdict, setVerdict] = useState<Verdict>(null);
  useEffect(() => {
    const text = (value ?? '').trim();
    if (!provider || !text) {
      setVerdict(null);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      provider.custom<{ hint?: string }>({ url: check.url, method: 'get', query: { [check.param]: text } }).then(
        ({ data, message }) => current && setVerdict({ ok: true, text: [message, data?.hint].filter(Boolean).join('；') }),
        (error: Error) => current && setVerdict({ ok: false, text: error.message }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [provider, check.url, check.param, value]);
  return (
    <>
      <Input value={value} onChange={onChange} placeholder={placeholder} disabled={disabled} readOnly={readOnly} allowClear />
      {verdict ? (
        <Typography.Text type={verdict.ok ? 'success' : 'danger'} className="checked-input-hint" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {verdict.text}
        </Typography.Text>
      ) : null}
    </>
  );
}
