import { onFieldInputValueChange, onFieldReact, type Field } from '@formily/core';
import type { FieldReaction, FieldSchema, LinkageEffect } from '../schema/page-schema';

/**
 * The reviewed scope of named linkage effects: a schema names an effect in
 * `field.form.reactions`, and the code lives here. Nothing in a schema is ever evaluated as code.
 */

type Value = string | number | boolean;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Whether the dependency values switch a *When effect on: any dependency value among `values`
 * (arrays — multi-selects, checkbox groups — match when they share one); without `values`, any non-empty dependency.
 *
 * @example
 * isSwitchedOn(['H'], ['H', 'M']); // true
 * isSwitchedOn([''], undefined);  // false
 */
export function isSwitchedOn(dependencyValues: unknown[], values: Value[] | undefined): boolean {
  if (!values || values.length === 0) return dependencyValues.some((v) => !isEmpty(v));
  const wanted = new Set(values.map(String));
  return dependencyValues.some((v) => (Array.isArray(v) ? v.some((item) => wanted.has(String(item))) : !isEmpty(v) && wanted.has(String(v))));
}

type EffectInstaller = (target: FieldSchema, reaction: FieldReaction) => void;

// The dependency values, read inside a reaction so Formily tracks them.
const readDependencies = (field: Field, reaction: FieldReaction) =>
  reaction.dependencies.map((name) => field.query(name).value());

/**
 * Marks a field as required now (the asterisk) without Formily's own required rule: the record validator and
 * `requiredNow` decide the message, so the browser says exactly what the server says.
 */
export function setRequiredNow(field: Field, on: boolean): void {
  field.setDecoratorProps({ asterisk: on });
  field.setData({ ...(field.data ?? {}), requiredNow: on });
}

/**
 * Whether a field is required at this moment (its schema `required`, or a `requiredWhen` that is on).
 *
 * @example
 * if (isRequiredNow(field) && isEmpty(field.value)) field.setSelfErrors([`请输入${field.title}`]);
 */
export function isRequiredNow(field: Field): boolean {
  return Boolean((field.data as { requiredNow?: boolean } | undefined)?.requiredNow);
}

const installers: Record<LinkageEffect, EffectInstaller> = {
  visibleWhen: (target, reaction) =>
    onFieldReact(target.name, (field) => {
      (field as Field).visible = isSwitchedOn(readDependencies(field as Field, reaction), reaction.values);
    }),
  requiredWhen: (target, reaction) =>
    onFieldReact(target.name, (field) => {
      setRequiredNow(field as Field, Boolean(target.required) || isSwitchedOn(readDependencies(field as Field, reaction), reaction.values));
    }),
  disabledWhen: (target, reaction) =>
    onFieldReact(target.name, (field) => {
      const on = isSwitchedOn(readDependencies(field as Field, reaction), reaction.values);
      // Never re-enable a field its permission or schema made read-only.
      if ((field.data as { locked?: boolean } | undefined)?.locked) return;
      (field as Field).disabled = on;
    }),
  // Only the user's own edits copy or clear: loading a record for editing must not rewrite its values.
  copyValue: (target, reaction) =>
    onFieldInputValueChange(reaction.dependencies[0], (source, form) => {
      if (reaction.values?.length && !isSwitchedOn([source.value], reaction.values)) return;
      form.setValuesIn(target.name, source.value);
    }),
  clearOnChange: (target, reaction) => {
    for (const dependency of reaction.dependencies) {
      onFieldInputValueChange(dependency, (_source, form) => {
        form.setValuesIn(target.name, undefined);
      });
    }
  },
};

/** The effect names this scope implements (equal to the schema's LINKAGE_EFFECTS). */
export const LINKAGE_SCOPE: readonly LinkageEffect[] = Object.keys(installers) as LinkageEffect[];

/**
 * Installs every field's named reactions; call it inside `createForm({ effects })`.
 * Unknown effect names throw: the meta-schema refuses them, so one arriving here is a bug worth seeing.
 *
 * @example
 * const form = createForm({ effects: () => installLinkage(page.fields) });
 */
export function installLinkage(fields: FieldSchema[]): void {
  for (const field of fields) {
    for (const reaction of field.form?.reactions ?? []) {
      const install = installers[reaction.effect];
      if (!install) throw new Error(`未知的联动效果 "${String(reaction.effect)}"（字段 ${field.name}）`);
      install(field, reaction);
    }
  }
}

