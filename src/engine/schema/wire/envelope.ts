/**
 * JeecgBoot's response envelope: every JSON answer has these five fields in this order. The server writes it and the
 * browser reads it; `timestamp` is optional for readers because some original clients' mocks leave it out.
 */
export interface JeecgEnvelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp?: number;
}

/** Sums and averages over every row a list query matches, by field name (fields with `list.statistics`). */
export type ListStatistics = Record<string, { sum?: number; average?: number }>;

/**
 * The page inside `result` of a `/list` call (MyBatis-Plus `Page` as Jackson writes it). Readers need only
 * `records` and `total`; the server sends every field the original clients read.
 */
export interface JeecgPage<T = Record<string, unknown>> {
  records: T[];
  total: number;
  size?: number;
  current?: number;
  pages?: number;
  orders?: never[];
  optimizeCountSql?: boolean;
  searchCount?: boolean;
  countId?: null;
  maxLimit?: null;
  /** 全部合计 / 全部平均 over every matching row. */
  statistics?: ListStatistics;
}
