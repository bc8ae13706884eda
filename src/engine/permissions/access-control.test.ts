import { describe, expect, it } from 'vitest';
import { allowAll, createAccessControl, denyAll } from './access-control';
import { fieldAccess, visibleFields } from './field-access';
import type { FieldSchema } from '../schema/page-schema';

const ADD = 'news:notice:add';
const DEL = 'news:notice:delete';

describe('createAccessControl.can (v-has)', () => {
  it('grants a code the user holds with type 1', () => {
    const access = createAccessControl({ auth: [{ action: ADD, type: '1' }], allAuth: [{ action: ADD, type: '1', status: '1' }] });
    expect(access.can(ADD)).toBe(true);
  });

  it('denies a code the user lacks', () => {
    const access = createAccessControl({ auth: [{ action: ADD, type: '1' }], allAuth: [{ action: DEL, type: '1', status: '1' }] });
    expect(access.can(DEL)).toBe(false);
  });

  it('denies a code that is nowhere configured and not held', () => {
    expect(createAccessControl({}).can(DEL)).toBe(false);
  });

  it('grants everyone a code whose global rule is inactive (status 0)', () => {
    const access = createAccessControl({ auth: [], allAuth: [{ action: DEL, type: '1', status: '0' }] });
    expect(access.can(DEL)).toBe(true);
  });

  it('ignores the user\'s type-2 rows when granting', () => {
    const access = createAccessControl({ auth: [{ action: DEL, type: '2' }], allAuth: [{ action: DEL, type: '2', status: '1' }] });
    expect(access.can(DEL)).toBe(false);
  });

  it('an inactive type-2 global row does not grant (only type ≠ 2 rows are read)', () => {
    const access = createAccessControl({ auth: [], allAuth: [{ action: DEL, type: '2', status: '0' }] });
    expect(access.can(DEL)).toBe(false);
  });

  it('accepts comma-separated actions in a row', () => {
    const access = createAccessControl({ auth: [{ action: `${ADD}, ${DEL}`, type: '1' }], allAuth: [] });
    expect(access.can(ADD)).toBe(true);
    expect(access.can(DEL)).toBe(true);
    expect(access.can('news:notice')).toBe(false);
  });

  it('checks node-level rows first; they grant what the global lists do not', () => {
    const access = createAccessControl({ auth: [], allAuth: [{ action: DEL, type: '1', status: '1' }], nodePermissions: [{ action: DEL, type: '1' }] });
    expect(access.can(DEL)).toBe(true);
  });

  it('falls back to the global lists when the node list does not name the code', () => {
    const access = createAccessControl({ auth: [{ action: ADD, type: '1' }], nodePermissions: [{ action: 'x:y', type: '1' }] });
    expect(access.can(ADD)).toBe(true);
    expect(access.can(DEL)).toBe(false);
  });

  it('an empty code needs no permission', () => {
    expect(createAccessControl({}).can('')).toBe(true);
  });
});

describe('createAccessControl.isDisabled (disabledAuthFilter)', () => {
  const EDIT_TITLE = 'news:notice:title';

  it('disables a code with an active type-2 global rule', () => {
    const access = createAccessControl({ auth: [], allAuth: [{ action: EDIT_TITLE, type: '2', status: '1' }] });
    expect(access.isDisabled(EDIT_TITLE)).toBe(true);
  });

  it('the user\'s own type-2 row lifts the disable', () => {
    const access = createAccessControl({ auth: [{ action: EDIT_TITLE, type: '2' }], allAuth: [{ action: EDIT_TITLE, type: '2', status: '1' }] });
    expect(access.isDisabled(EDIT_TITLE)).toBe(false);
  });

  it('an inactive (status 0) type-2 rule disables nobody', () => {
    const access = createAccessControl({ auth: [], allAuth: [{ action: EDIT_TITLE, type: '2', status: '0' }] });
    expect(access.isDisabled(EDIT_TITLE)).toBe(false);
  });

  it('type-1 rules never disable', () => {
    const access = createAccessControl({ auth: [], allAuth: [{ action: EDIT_TITLE, type: '1', status: '1' }] });
    expect(access.isDisabled(EDIT_TITLE)).toBe(false);
  });

  it('a node-level type-2 row disables', () => {
    const access = createAccessControl({ nodePermissions: [{ action: EDIT_TITLE, type: '2' }] });
    expect(access.isDisabled(EDIT_TITLE)).toBe(true);
  });

  it('unconfigured codes are enabled', () => {
    expect(createAccessControl({}).isDisabled(EDIT_TITLE)).toBe(false);
  });
});

describe('restricts (auth-prefix exclusion)', () => {
  it('is true only for an active, configured rule the user lacks', () => {
    const access = createAccessControl({
      auth: [{ action: 'online:notice:add', type: '1' }],
      allAuth: [
        { action: 'online:notice:add', type: '1', status: '1' },
        { action: 'online:notice:batch_delete', type: '1', status: '1' },
        { action: 'online:notice:export', type: '1', status: '0' },
      ],
    });
    expect(access.restricts('online:notice:batch_delete')).toBe(true);
    expect(access.restricts('online:notice:add')).toBe(false);
    expect(access.restricts('online:notice:export')).toBe(false);
    expect(access.restricts('online:notice:import')).toBe(false);
  });
});

describe('allowAll / denyAll', () => {
  it('allowAll grants, denyAll denies declared codes', () => {
    expect(allowAll.can(DEL)).toBe(true);
    expect(denyAll.can(DEL)).toBe(false);
    expect(denyAll.can('')).toBe(true);
  });
});

describe('fieldAccess', () => {
  const salary: FieldSchema = {
    name: 'salary', label: '工资', type: 'money', dbType: 'numeric',
    permission: { view: 'hr:salary:view', edit: 'hr:salary:edit' },
  };
  const title: FieldSchema = { name: 'title', label: '标题', type: 'input', dbType: 'varchar' };

  it('hides a field without the view code, makes it read-only without the edit code', () => {
    expect(fieldAccess(salary, createAccessControl({}))).toBe('hidden');
    expect(fieldAccess(salary, createAccessControl({ auth: [{ action: 'hr:salary:view', type: '1' }] }))).toBe('readOnly');
    expect(fieldAccess(salary, createAccessControl({ auth: [{ action: 'hr:salary:view,hr:salary:edit', type: '1' }] }))).toBe('editable');
    expect(fieldAccess(title, denyAll)).toBe('editable');
  });

  it('a type-2 rule on the edit code makes the field read-only', () => {
    const access = createAccessControl({
      auth: [{ action: 'hr:salary:view,hr:salary:edit', type: '1' }],
      allAuth: [{ action: 'hr:salary:edit', type: '2', status: '1' }],
    });
    expect(fieldAccess(salary, access)).toBe('readOnly');
  });

  it('visibleFields drops hidden ones', () => {
    expect(visibleFields([salary, title], denyAll).map((f) => f.name)).toEqual(['title']);
  });
});
