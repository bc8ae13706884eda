/**
 * One dictionary item as JeecgBoot sends it (`sysAllDictItems` at login, `getDictItems` later). The server fills
 * `title` and `label` with the text, as the original clients read either.
 */
export interface DictItem {
  value: string;
  text: string;
  title?: string;
  label?: string;
  color?: string;
}

/** Dictionary code → items, the shape of the login's `sysAllDictItems`. */
export type DictItemMap = Record<string, DictItem[]>;
