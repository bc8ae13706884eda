import { describe, expect, it } from 'vitest';
import { createForm, isField, type Field, type Form } from '@formily/core';
import { installLinkage, isRequiredNow, isSwitchedOn, LINKAGE_SCOPE } from './scope';
import { LINKAGE_EFFECTS, type FieldSchema } from '../schema/page-schema';

// Formily without a DOM: fields are created by name, as <Field> would create them.
function formWith(fields: FieldSchema[], initialValues: Record<string, unknown> = {}): Form {
  const form = createForm({ initialValues, effects: () => installLinkage(fields) });
  for (const f of fields) form.createField({ name: f.name, title: f.label });
  return form;
}
const field = (form: Form, name: string) => form.query(name).take() as Field;
const typeIn = (form: Form, name: string, value: unknown) => field(form, name).onInput(value);

const base = (name: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({ name, label: name, type: 'input', dbType: 'varchar', ...extra });

describe('linkage scope', () => {
  it('implements exactly the schema\'s named effects', () => {
    expect([...LINKAGE_SCOPE].sort()).toEqual([...LINKAGE_EFFECTS].sort());
  });

  it('isSwitchedOn: listed values, arrays, and "non-empty" without values', () => {
    expect(isSwitchedOn(['H'], ['H', 'M'])).toBe(true);
    expect(isSwitchedOn(['L'], ['H', 'M'])).toBe(false);
    expect(isSwitchedOn([['a', 'b']], ['b'])).toBe(true);
    expect(isSwitchedOn([1], ['1'])).toBe(true);
    expect(isSwitchedOn([''], undefined)).toBe(false);
    expect(isSwitchedOn(['x'], [])).toBe(true);
  });

  it('visibleWhen shows the field only for the listed values', async () => {
    const form = formWith([
      base('openType'),
      base('url', { form: { reactions: [{ dependencies: ['openType'], effect: 'visibleWhen', values: ['url'] }] } }),
    ]);
    expect(field(form, 'url').visible).toBe(false);
    await typeIn(form, 'openType', 'url');
    expect(field(form, 'url').visible).toBe(true);
    await typeIn(form, 'openType', 'component');
    expect(field(form, 'url').visible).toBe(false);
  });

  it('requiredWhen turns the required mark on and off', async () => {
    const form = formWith([
      base('priority'),
      base('reason', { form: { reactions: [{ dependencies: ['priority'], effect: 'requiredWhen', values: ['H'] }] } }),
    ]);
    expect(isRequiredNow(field(form, 'reason'))).toBe(false);
    await typeIn(form, 'priority', 'H');
    expect(isRequiredNow(field(form, 'reason'))).toBe(true);
    expect(field(form, 'reason').decoratorProps.asterisk).toBe(true);
    await typeIn(form, 'priority', 'L');
    expect(isRequiredNow(field(form, 'reason'))).toBe(false);
  });

  it('requiredWhen keeps a schema-required field required', async () => {
    const form = formWith([
      base('priority'),
      base('reason', { required: true, form: { reactions: [{ dependencies: ['priority'], effect: 'requiredWhen', values: ['H'] }] } }),
    ]);
    expect(isRequiredNow(field(form, 'reason'))).toBe(true);
  });

  it('disabledWhen disables while any dependency is non-empty', async () => {
    const form = formWith([
      base('locked'),
      base('title', { form: { reactions: [{ dependencies: ['locked'], effect: 'disabledWhen' }] } }),
    ]);
    expect(field(form, 'title').disabled).toBe(false);
    await typeIn(form, 'locked', '1');
    expect(field(form, 'title').disabled).toBe(true);
  });

  it('copyValue copies what the user types, but not the values a record is loaded with', async () => {
    const form = formWith(
      [base('partyA'), base('payer', { form: { reactions: [{ dependencies: ['partyA'], effect: 'copyValue' }] } })],
      { partyA: '江西省交通投资集团', payer: '原付款单位' },
    );
    expect(form.values.payer).toBe('原付款单位');
    await typeIn(form, 'partyA', '河北雄安交通投资有限公司');
    expect(form.values.payer).toBe('河北雄安交通投资有限公司');
  });

  it('clearOnChange empties the field when a dependency is edited', async () => {
    const form = formWith(
      [base('province'), base('city', { form: { reactions: [{ dependencies: ['province'], effect: 'clearOnChange' }] } })],
      { province: '河北', city: '石家庄' },
    );
    await typeIn(form, 'province', '四川');
    expect(form.values.city).toBeUndefined();
  });

  it('never evaluates strings: an unknown effect name throws', () => {
    const bad = base('x', { form: { reactions: [{ dependencies: ['y'], effect: 'alert(1)' as never }] } });
    expect(() => createForm({ effects: () => installLinkage([bad]) })).toThrow(/未知的联动效果/);
  });

  it('isField guard holds for created fields', () => {
    const form = formWith([base('a')]);
    expect(isField(form.query('a').take())).toBe(true);
  });
});
