// Administration of the organisation: tenant validity dates and audit columns, and the dictionaries the
// department, menu, position and tenant screens show codes with (JeecgBoot's codes and values).
export const sql = `
ALTER TABLE sys_tenant ADD COLUMN begin_date date;
ALTER TABLE sys_tenant ADD COLUMN end_date date;
ALTER TABLE sys_tenant ADD COLUMN create_by varchar(32);
ALTER TABLE sys_tenant ADD COLUMN update_by varchar(32);
ALTER TABLE sys_tenant ADD COLUMN update_time timestamptz;

CREATE INDEX sys_user_depart_dep ON sys_user_depart(dep_id);
CREATE INDEX sys_user_role_role ON sys_user_role(role_id);

INSERT INTO sys_dict (id, dict_name, dict_code, create_by) VALUES
  ('a006d0position0rank0000000000001', '职级', 'position_rank', 'system'),
  ('a006d0tenant0status0000000000001', '租户状态', 'tenant_status', 'system'),
  ('a006d0org0category00000000000001', '机构类别', 'org_category', 'system'),
  ('a006d0menu0type0000000000000001', '菜单类型', 'menu_type', 'system'),
  ('a006d0valid0status00000000000001', '有效状态', 'valid_status', 'system')
ON CONFLICT (dict_code) DO NOTHING;

INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, create_by)
SELECT 'a006i' || md5(v.code || ':' || v.value)::varchar(27), d.id, v.text, v.value, v.sort, 'system'
  FROM (VALUES
    ('position_rank', '1', '员级', 1), ('position_rank', '2', '助级', 2), ('position_rank', '3', '中级', 3),
    ('position_rank', '4', '副高级', 4), ('position_rank', '5', '正高级', 5),
    ('tenant_status', '1', '正常', 1), ('tenant_status', '0', '冻结', 2),
    ('org_category', '1', '公司', 1), ('org_category', '2', '部门', 2),
    ('menu_type', '0', '一级菜单', 1), ('menu_type', '1', '子菜单', 2), ('menu_type', '2', '按钮/权限', 3),
    ('valid_status', '1', '有效', 1), ('valid_status', '0', '无效', 2)
  ) AS v(code, value, text, sort)
  JOIN sys_dict d ON d.dict_code = v.code
ON CONFLICT DO NOTHING;
`;
