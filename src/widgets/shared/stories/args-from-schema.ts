import type { ArgTypes } from '@storybook/react-vite';

type InputType = ArgTypes[string];

/** The part of JSON Schema a widget's `*.schema.json` uses for one property. */
interface PropertySchema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  items?: PropertySchema;
  $ref?: string;
}

/** A widget's props schema: an object schema with described properties. */
export interface ObjectSchema {
  title?: string;
  required?: readonly string[];
  properties?: Record<string, PropertySchema>;
}

export interface ArgTypesOptions {
  /**
   * The schema whose controls a story replaces: its properties that `schema` lacks are hidden. For a story file
   * showing several widgets, where a story's argTypes merge with those of the file's meta.
   */
  replacing?: ObjectSchema;
}

const types = (p: PropertySchema) => (Array.isArray(p.type) ? p.type : p.type ? [p.type] : []).filter((t) => t !== 'null');
const quote = (v: unknown) => JSON.stringify(v);

function control(p: PropertySchema): Pick<InputType, 'control' | 'options'> & { summary: string } {
  const options = p.enum ?? (p.const !== undefined ? [p.const] : undefined);
  if (options) return { control: 'select', options, summary: options.map(quote).join(' | ') };
  const t = types(p);
  if (t.includes('array') && p.items?.enum) return { control: 'check', options: p.items.enum, summary: `(${p.items.enum.map(quote).join(' | ')})[]` };
  if (t.length === 0 || t.includes('object') || t.includes('array')) return { control: 'object', summary: t.join(' | ') || (p.$ref ? 'object' : 'unknown') };
  if (t.includes('string')) return { control: 'text', summary: t.join(' | ') };
  if (t.includes('number') || t.includes('integer')) {
    return { control: { type: 'number', min: p.minimum, max: p.maximum }, summary: t.join(' | ') };
  }
  if (t.includes('boolean')) return { control: 'boolean', summary: 'boolean' };
  return { control: 'object', summary: t.join(' | ') };
}

/**
 * Storybook `argTypes` from a widget's props schema, so its controls and descriptions follow the schema:
 * enum → select, boolean → boolean, number/integer → number (with minimum/maximum), string → text,
 * an array of enum items → check boxes, objects and arrays → JSON editor. Required properties are marked.
 *
 * @example
 * import propsSchema from './online-report.schema.json';
 * const meta = { component: OnlineReport, argTypes: argTypesFromSchema(propsSchema) } satisfies Meta<typeof OnlineReport>;
 */
export function argTypesFromSchema(schema: ObjectSchema, options: ArgTypesOptions = {}): ArgTypes {
  const required = new Set(schema.required ?? []);
  const out: ArgTypes = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const { summary, ...input } = control(property);
    out[name] = {
      ...input,
      description: property.description,
      type: { name: 'other', value: summary, required: required.has(name) },
      table: { type: { summary } },
    };
  }
  for (const name of Object.keys(options.replacing?.properties ?? {})) {
    if (!(name in out)) out[name] = { control: false, table: { disable: true } };
  }
  return out;
}
