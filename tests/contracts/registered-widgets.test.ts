// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createDefaultWidgetRegistry } from '@/widgets/register-default-widgets';
import { REGISTERED_WIDGETS } from '@/engine/schema/registered-widgets';

// The linter and the server check dashboard `widget` panels against REGISTERED_WIDGETS without loading React;
// this keeps that list equal to what the browser really registers.
describe('REGISTERED_WIDGETS', () => {
  it('names exactly the widgets registerDefaultWidgets registers', () => {
    expect([...REGISTERED_WIDGETS].sort()).toEqual(createDefaultWidgetRegistry().types().sort());
  });
});
