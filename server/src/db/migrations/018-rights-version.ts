// What a user's roles grant is derived once per 'rights' version and kept in each process (auth/rights-cache.ts),
// so the version must move whenever anything it is derived from changes: besides roles, grants, departments and
// data rules (migration 014), the menu entries and buttons themselves (a component, a button's codes, its status,
// a deletion) and the roles (the administrator role is recognised by its code).
export const sql = `
CREATE TRIGGER sys_permission_rights AFTER INSERT OR UPDATE OR DELETE ON sys_permission FOR EACH STATEMENT EXECUTE FUNCTION platform_bump_rights_version();
CREATE TRIGGER sys_role_rights AFTER INSERT OR UPDATE OR DELETE ON sys_role FOR EACH STATEMENT EXECUTE FUNCTION platform_bump_rights_version();
`;
