import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type RouteSchema = { schema: object };
type Serialize = (doc: unknown) => string;
type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Route schemas compiled once per process instead of once per route and app. Fastify compiled the answer envelope
 * (one schema object, the response of most JSON routes) into a serializer again for every route, and built a new Ajv
 * for every app: a platform started again in the same process (a test file's, a bench's) paid about a tenth of a
 * second for it each time. Validators: one Ajv for each set of options, which keeps a schema object's compiled
 * function. Serializers: one per schema object and options.
 */
const validators: ValidatorFactory = AjvCompiler();
const serializerSelector: SerializerFactory = SerializerSelector();
const serializers = new Map<string, WeakMap<object, Serialize>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerSelector(externalSchemas, options) as (route: RouteSchema) => Serialize;
  const key = JSON.stringify([externalSchemas, options]);
  const compiled = serializers.get(key) ?? serializers.set(key, new WeakMap()).get(key)!;
  return ((route: RouteSchema) => {
    let serialize = compiled.get(route.schema);
    if (!serialize) {
      serialize = compile(route);
      compiled.set(route.schema, serialize);
    }
    return serialize;
  }) as ReturnType<SerializerFactory>;
};

export const schemaCompilers = { buildValidator: validators, buildSerializer };
