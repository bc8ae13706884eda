import type { ErrorObject } from 'ajv';

/** The page meta-schema, precompiled by scripts/gen-validators.ts. */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export declare const validate: PrecompiledValidator;
export default validate;
