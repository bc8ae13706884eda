/**
 * A data rule (数据权限) limits which rows of a menu's page a role's holders see. The four levels are fixed; a custom
 * rule compares one field of the page with a value, which may name the caller (`#{sys_user_code}`), their company
 * (`#{sys_company_id}`) or today (`#{sys_date}`). Shared by the server (which enforces it) and the grant screen.
 */
export const DATA_RULE_LEVELS = ['SELF', 'DEPT', 'COMPANY', 'ALL'] as const;
export type DataRuleLevel = (typeof DATA_RULE_LEVELS)[number];

export const DATA_RULE_OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'IN'] as const;
export type DataRuleOperator = (typeof DATA_RULE_OPERATORS)[number];

export const DATA_RULE_CONDITION_LABELS: Record<DataRuleLevel | DataRuleOperator, string> = {
  SELF: '本人数据', DEPT: '本部门数据', COMPANY: '本公司数据', ALL: '全部数据',
  '=': '等于', '!=': '不等于', '>': '大于', '>=': '大于等于', '<': '小于', '<=': '小于等于',
  LIKE: '包含', LEFT_LIKE: '以…结尾', RIGHT_LIKE: '以…开头', IN: '在…之中（逗号分隔）',
};

export const DATA_RULE_VARIABLES = ['#{sys_user_code}', '#{sys_company_id}', '#{sys_date}'] as const;

/** JeecgBoot's sys_permission_data_rule as the wire carries it. */
export interface DataRuleRecord {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string | null;
  ruleConditions: DataRuleLevel | DataRuleOperator;
  ruleValue: string | null;
  status: '0' | '1';
  createTime?: string | null;
}

export const isDataRuleLevel = (c: string): c is DataRuleLevel => (DATA_RULE_LEVELS as readonly string[]).includes(c);
export const isDataRuleOperator = (c: string): c is DataRuleOperator => (DATA_RULE_OPERATORS as readonly string[]).includes(c);
