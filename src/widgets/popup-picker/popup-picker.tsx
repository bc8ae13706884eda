import { useEffect } from 'react';
import { App, Input } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { PopupReportModal } from './popup-report-modal';
import { usePopupPickerController } from './use-popup-picker-controller';

export interface PopupPickerProps {
  /** Online report code, e.g. `user_list`. */
  code?: string;
  /** The dest field this input shows (one of destFields). */
  field?: string;
  /** Comma-separated report columns to copy from the chosen rows. */
  orgFields?: string;
  /** Comma-separated form fields receiving them, same count as orgFields. */
  destFields?: string;
  /** Allow several rows; their values are joined with `,`. */
  multi?: boolean;
  /** Initial sort, `"column=asc|desc"`. */
  sorter?: string;
  /** Report SQL parameters, sent as `self_<key>`. */
  param?: Record<string, unknown>;
  placeholder?: string;
  /** Modal width, 1200 by default. */
  width?: number;
  value?: string;
  disabled?: boolean;
  /** The displayed field's value and every dest field's value. */
  onChange?: (value: string, result: Record<string, string>) => void;
}

/** JPopup: a read-only input that opens an Online report to pick rows and copies their columns into form fields. */
export function PopupPicker({
  code, field, orgFields, destFields, multi = false, sorter, param, placeholder = '请选择', width = 1200, value, disabled, onChange,
}: PopupPickerProps) {
  const { message } = App.useApp();
  const controller = usePopupPickerController({ code, field, orgFields, destFields, multi, onChange });
  const { error } = controller;

  useEffect(() => {
    if (error) message.error(error);
  }, [error, message]);

  if (error) {
    return (
      <div className="popup-picker popup-picker-invalid">
        <Input disabled status="error" placeholder={placeholder} value={value} />
        <div style={{ color: '#ff4d4f', fontSize: 12, marginTop: 4 }} role="alert">{error}</div>
      </div>
    );
  }
  const clearable = Boolean(value) && !disabled;
  return (
    <div className="popup-picker">
      <Input
        readOnly
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        onClick={() => !disabled && controller.setOpen(true)}
        style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
        suffix={clearable
          ? <CloseCircleFilled aria-label="清除" style={{ color: 'rgba(0,0,0,.35)' }} onClick={(e) => { e.stopPropagation(); controller.clear(); }} />
          : <SearchOutlined />}
      />
      {controller.open && code && (
        <PopupReportModal
          open
          code={code}
          multi={multi}
          sorter={sorter}
          param={param}
          width={width}
          onConfirm={controller.confirm}
          onCancel={() => controller.setOpen(false)}
        />
      )}
    </div>
  );
}
