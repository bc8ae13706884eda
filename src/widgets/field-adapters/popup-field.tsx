import type { ComponentType } from 'react';
import { useForm } from '@formily/react';
import { Input } from 'antd';
import { useWidgetRegistry } from '@/engine';
import type { FieldAdapterProps } from './field-adapter-props';

interface PickerProps {
  code?: string;
  field?: string;
  orgFields?: string;
  destFields?: string;
  multi?: boolean;
  value?: string;
  disabled?: boolean;
  placeholder?: string;
  onChange?: (value: string, result: Record<string, string>) => void;
}

const emptyToNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * `field:popup`: the Online report picker (registry type `popup-picker`) for a field with `popup` settings. On
 * confirm every dest field is written into the Formily form (hidden ones too, e.g. `relatedProjectId`); the field
 * itself goes through `onChange` so its own checks run.
 */
export function PopupField({ field, value, onChange, disabled, readOnly }: FieldAdapterProps<string | null>) {
  const form = useForm();
  const Picker = useWidgetRegistry().get('popup-picker')?.component as ComponentType<PickerProps> | undefined;
  const popup = field.popup;
  if (!Picker || !popup) return <Input disabled value={value ?? ''} placeholder={`请选择${field.label}`} />;
  return (
    <Picker
      code={popup.report}
      field={field.name}
      orgFields={popup.orgFields}
      destFields={popup.destFields}
      multi={popup.multi}
      value={value ?? undefined}
      disabled={disabled || readOnly}
      placeholder={field.form?.placeholder ?? `请选择${field.label}`}
      onChange={(shown, result) => {
        for (const [dest, destValue] of Object.entries(result)) {
          if (dest !== field.name) form.setValuesIn(dest, emptyToNull(destValue));
        }
        onChange?.(emptyToNull(result[field.name] ?? shown));
      }}
    />
  );
}
