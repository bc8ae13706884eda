import { Col, Row } from 'antd';
import { FormItem, FormLayout } from '@formily/antd-v5';
import type { Form } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { useDictLookup, useWidgetRegistry, type FormFieldState } from '@/engine';
import { fieldComponentFor, type FieldControl } from './field-controls';

export interface RecordFieldsProps {
  form: Form;
  fields: FormFieldState[];
  /** Grid columns (default 2), as a page's `form.columns`. */
  columns?: number;
  /** Controls that replace a field's usual one, by field name (a tree's parent picker). */
  overrides?: Record<string, FieldControl>;
}

const WIDE_TYPES = new Set(['textarea', 'richText']);

/** Span out of 24: the field's own, else one grid cell; long text takes the whole row. */
export function spanOf(state: FormFieldState, columns: number): number {
  if (state.span) return Math.min(24, Math.max(1, state.span));
  return WIDE_TYPES.has(state.field.type) ? 24 : Math.floor(24 / columns);
}

const labelColOf = (columns: number) => (columns >= 3 ? 8 : 6);

// A field spanning more than one grid cell keeps its label as wide as its neighbours' so the colons line up.
function labelColsOf(span: number, columns: number): Record<string, number> {
  const cell = Math.floor(24 / columns);
  if (span <= cell) return {};
  const labelCol = Math.max(2, Math.round((labelColOf(columns) * cell) / span));
  return { labelCol, wrapperCol: 24 - labelCol };
}

/**
 * A record's fields laid out in a grid with Formily, the way the crud page's record form lays them out: one
 * control per field (registered `field:<type>` widgets first), labels aligned, messages under each field.
 */
export function RecordFields({ form, fields, columns = 2, overrides = {} }: RecordFieldsProps) {
  const dicts = useDictLookup();
  const registry = useWidgetRegistry();
  return (
    <FormProvider form={form}>
      <FormLayout labelCol={labelColOf(columns)} wrapperCol={24 - labelColOf(columns)} labelWrap>
        <Row gutter={16}>
          {fields.map((state) => {
            const [component, props] = overrides[state.field.name] ?? fieldComponentFor(state.field.type, registry)(state.field, dicts);
            const span = spanOf(state, columns);
            return (
              <Col key={state.field.name} span={span}>
                <Field
                  name={state.field.name}
                  title={state.field.label}
                  decorator={[FormItem, labelColsOf(span, columns)]}
                  component={[component, props]}
                />
              </Col>
            );
          })}
        </Row>
      </FormLayout>
    </FormProvider>
  );
}
