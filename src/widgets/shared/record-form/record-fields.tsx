import { Col, Row } from 'antd';
import { FormItem, FormLayout, PreviewText } from '@formily/antd-v5';
import type { Form } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { useDictLookup, useWidgetRegistry, type FormFieldState } from '@/engine';
import { fieldComponentFor, type FieldControl } from './field-controls';
import './record-fields.css';

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

/**
 * Label width in pixels: one width for every field of a form (a full-row field's colon lines up with its
 * neighbours'), room for seven characters and the asterisk (合同金额（元）); longer labels wrap onto a second line
 * instead of being cut.
 */
export const labelWidthOf = (columns: number) => (columns >= 3 ? 112 : 132);

/**
 * A record's fields laid out in a grid with Formily, the way the crud page's record form lays them out: one
 * control per field (registered `field:<type>` widgets first), labels aligned, messages under each field.
 */
export function RecordFields({ form, fields, columns = 2, overrides = {} }: RecordFieldsProps) {
  const dicts = useDictLookup();
  const registry = useWidgetRegistry();
  return (
    <FormProvider form={form}>
      {/* An empty read-only field (a sum with nothing to add yet) shows a dash, as the lists do — not Formily's "N/A". */}
      <PreviewText.Placeholder value="-">
      <FormLayout labelWidth={labelWidthOf(columns)} labelWrap wrapperWrap>
        <Row gutter={16} className="record-fields">
          {fields.map((state) => {
            const [component, props] = overrides[state.field.name] ?? fieldComponentFor(state.field.type, registry)(state.field, dicts);
            const span = spanOf(state, columns);
            return (
              <Col key={state.field.name} span={span}>
                <Field
                  name={state.field.name}
                  title={state.field.label}
                  decorator={[FormItem]}
                  component={[component, props]}
                />
              </Col>
            );
          })}
        </Row>
      </FormLayout>
      </PreviewText.Placeholder>
    </FormProvider>
  );
}
