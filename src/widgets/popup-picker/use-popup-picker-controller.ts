import { useCallback, useState } from 'react';
import type { ReportRecord } from '@/engine';

/** JPopup's messages, word for word. */
export const popupMessages = {
  badConfig: 'popup参数未正确配置!',
  countMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  chooseOne: '请选择一条记录',
  initFailedTitle: '出错了',
  initFailed: 'Popup初始化失败，请检查你的配置或稍后重试！',
} as const;

export interface PopupConfig {
  code?: string;
  field?: string;
  orgFields?: string;
  destFields?: string;
}

const splitFields = (text: string | undefined) => (text ?? '').split(',').map((f) => f.trim()).filter(Boolean);

/**
 * Checks JPopup's configuration: code, orgFields and destFields are required and must pair up one to one.
 *
 * @example
 * checkPopupConfig({ code: 'user_list', orgFields: 'username,realname', destFields: 'userId' }).error; // count message
 */
export function checkPopupConfig(config: PopupConfig): { error?: string; orgFields: string[]; destFields: string[] } {
  const orgFields = splitFields(config.orgFields);
  const destFields = splitFields(config.destFields);
  if (!config.code || orgFields.length === 0 || destFields.length === 0) return { error: popupMessages.badConfig, orgFields, destFields };
  if (orgFields.length !== destFields.length) return { error: popupMessages.countMismatch, orgFields, destFields };
  return { orgFields, destFields };
}

/** `请选择一条记录` when nothing is chosen, or several rows in single mode; `undefined` when the choice is fine. */
export function checkPopupSelection(rows: ReportRecord[], multi: boolean): string | undefined {
  if (rows.length === 0 || (!multi && rows.length > 1)) return popupMessages.chooseOne;
  return undefined;
}

/**
 * For each orgFields[i], the chosen rows' values joined with `,` into destFields[i].
 *
 * @example
 * buildPopupResult([{ username: 'zhangwei' }, { username: 'wangfang' }], ['username'], ['leaders']); // { leaders: 'zhangwei,wangfang' }
 */
export function buildPopupResult(rows: ReportRecord[], orgFields: string[], destFields: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  orgFields.forEach((org, i) => {
    result[destFields[i]] = rows.map((row) => (row[org] === undefined || row[org] === null ? '' : String(row[org]))).join(',');
  });
  return result;
}

export interface PopupPickerControllerOptions extends PopupConfig {
  multi: boolean;
  onChange?: (value: string, result: Record<string, string>) => void;
}

/**
 * JPopup's logic: config check, open/close, confirm (writes destFields and emits the displayed field's value),
 * clear (every destField becomes '').
 */
export function usePopupPickerController({ multi, onChange, ...config }: PopupPickerControllerOptions) {
  const { error, orgFields, destFields } = checkPopupConfig(config);
  const [open, setOpen] = useState(false);
  // The input shows the dest field named by `field` (JPopup: the orgFields entry matching it), else the first.
  const shownIndex = Math.max(0, destFields.indexOf(config.field ?? ''));

  const confirm = useCallback((rows: ReportRecord[]): string | undefined => {
    const problem = checkPopupSelection(rows, multi);
    if (problem) return problem;
    const result = buildPopupResult(rows, orgFields, destFields);
    onChange?.(result[destFields[shownIndex]] ?? '', result);
    setOpen(false);
    return undefined;
  }, [multi, orgFields, destFields, onChange, shownIndex]);

  const clear = useCallback(() => {
    onChange?.('', Object.fromEntries(destFields.map((f) => [f, ''])));
  }, [destFields, onChange]);

  return { error, open, setOpen, confirm, clear };
}
