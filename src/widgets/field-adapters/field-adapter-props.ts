import type { FieldSchema } from '@/engine';

/**
 * What a `field:<type>` registry entry receives from the record form: the field's schema and Formily's
 * value / onChange / disabled / readOnly (read-pretty fields arrive disabled).
 */
export interface FieldAdapterProps<V = unknown> {
  field: FieldSchema;
  value?: V;
  onChange?: (value: V) => void;
  disabled?: boolean;
  readOnly?: boolean;
}
