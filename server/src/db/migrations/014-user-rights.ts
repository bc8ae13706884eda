// Users and rights: an administrator's password reset makes the user choose a new one at their next login; a
// revoked session remembers why (a freeze answers its next request with its own message); data rules (数据权限) per
// menu, which a role's grant of that menu selects (JeecgBoot's sys_permission_data_rule and
// sys_role_permission.data_rule_ids).
export const sql = `
ALTER TABLE sys_user ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;
ALTER TABLE sys_session ADD COLUMN revoke_reason varchar(20);
ALTER TABLE sys_role_permission ADD COLUMN data_rule_ids varchar(1000);

-- rule_conditions: a level (SELF 本人, DEPT 本部门, COMPANY 本公司, ALL 全部) or an operator on rule_column (a field of
-- the page the menu renders) against rule_value, which may name #{sys_user_code}, #{sys_company_id}, #{sys_date}.
CREATE TABLE sys_permission_data_rule (
  id varchar(32) PRIMARY KEY,
  permission_id varchar(32) NOT NULL REFERENCES sys_permission(id),
  rule_name varchar(50) NOT NULL,
  rule_column varchar(50),
  rule_conditions varchar(20) NOT NULL,
  rule_value varchar(300),
  status varchar(2) NOT NULL DEFAULT '1',
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);
CREATE INDEX sys_permission_data_rule_permission ON sys_permission_data_rule(permission_id);

-- Who sees which rows now depends on roles, grants, departments and data rules too: any write to them moves the
-- 'rights' version, which list totals are cached under beside their table's own.
INSERT INTO sys_cache_version (name, version) VALUES ('rights', 1) ON CONFLICT (name) DO NOTHING;
CREATE OR REPLACE FUNCTION platform_bump_rights_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_cache_version SET version = version + 1 WHERE name = 'rights';
  RETURN NULL;
END;
$$;
CREATE TRIGGER sys_user_role_rights AFTER INSERT OR UPDATE OR DELETE ON sys_user_role FOR EACH STATEMENT EXECUTE FUNCTION platform_bump_rights_version();
CREATE TRIGGER sys_role_permission_rights AFTER INSERT OR UPDATE OR DELETE ON sys_role_permission FOR EACH STATEMENT EXECUTE FUNCTION platform_bump_rights_version();
CREATE TRIGGER sys_user_depart_rights AFTER INSERT OR UPDATE OR DELETE ON sys_user_depart FOR EACH STATEMENT EXECUTE FUNCTION platform_bump_rights_version();
CREATE TRIGGER sys_permission_data_rule_rights AFTER INSERT OR UPDATE OR DELETE ON sys_permission_data_rule FOR EACH STATEMENT EXECUTE FUNCTION platform_bump_rights_version();
`;
