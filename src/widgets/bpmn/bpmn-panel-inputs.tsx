import { forwardRef, useEffect, useState } from 'react';
import { Input, InputNumber, type InputProps, type InputRef } from 'antd';

// The panel's text and number inputs keep a draft and write it to the diagram on Enter or when focus leaves.
// Writing on every keystroke would put each letter (and each pinyin step of Chinese input) on the undo stack and
// redraw the label while the user is still typing.

interface CommitInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value: string | undefined;
  onCommit: (value: string) => void;
}

export const CommitInput = forwardRef<InputRef, CommitInputProps>(function CommitInput({ value, onCommit, ...rest }, ref) {
  const [draft, setDraft] = useState(value ?? '');
  // The stored value may change from elsewhere (undo, a label edited on the canvas): the draft follows it.
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    if (draft !== (value ?? '')) onCommit(draft);
  };
  return <Input ref={ref} {...rest} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onPressEnter={commit} />;
});

interface CommitNumberProps {
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  min?: number;
  placeholder?: string;
  'aria-label'?: string;
}

export function CommitNumber({ value, onCommit, ...rest }: CommitNumberProps) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  useEffect(() => setDraft(value ?? null), [value]);
  const commit = () => {
    const next = draft ?? undefined;
    if (next !== value) onCommit(next);
  };
  return <InputNumber {...rest} precision={0} style={{ width: '100%' }} value={draft} onChange={(v) => setDraft(v)} onBlur={commit} onPressEnter={commit} />;
}
