import { describe, expect, it } from 'vitest';
import { createWidgetRegistry } from './widget-registry';

const Dummy = () => null;
const propsSchema = { type: 'object' as const, properties: {} };

describe('createWidgetRegistry', () => {
  it('registers and finds entries by exact type', () => {
    const registry = createWidgetRegistry([{ type: 'crud', component: Dummy, propsSchema }]);
    expect(registry.get('crud')?.component).toBe(Dummy);
    expect(registry.has('CRUD')).toBe(false);
    expect(registry.types()).toEqual(['crud']);
  });

  it('throws on duplicates and on entries without component or propsSchema', () => {
    const registry = createWidgetRegistry();
    registry.register({ type: 'crud', component: Dummy, propsSchema });
    expect(() => registry.register({ type: 'crud', component: Dummy, propsSchema })).toThrow(/已注册/);
    expect(() => registry.register({ type: 'x', component: Dummy } as never)).toThrow(/propsSchema/);
    expect(() => registry.register({ type: 'y', propsSchema } as never)).toThrow(/component/);
  });

  it('keeps registries apart', () => {
    const a = createWidgetRegistry([{ type: 'crud', component: Dummy, propsSchema }]);
    expect(createWidgetRegistry().has('crud')).toBe(false);
    expect(a.has('crud')).toBe(true);
  });
});
