/** One JSON Schema node of the meta-schema (only the keywords the page format uses are read). */
type Node = Record<string, unknown>;

/** A property an object may have at some place in a page schema, for completion and hover. */
export interface MetaProperty {
  name: string;
  description?: string;
  required: boolean;
  /** Its allowed values when they are a closed list (`enum` or `const`). */
  values?: unknown[];
}

export type JsonPath = (string | number)[];

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolve(root: Node, node: Node): Node {
  let current = node;
  for (let i = 0; i < 20 && typeof current.$ref === 'string'; i += 1) {
    const target = (current.$ref as string).replace(/^#\//, '').split('/').reduce<unknown>((o, key) => (isNode(o) ? o[key] : undefined), root);
    if (!isNode(target)) return {};
    current = target;
  }
  return current;
}

const at = (doc: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((o, key) => (Array.isArray(o) ? o[Number(key)] : isNode(o) ? o[String(key)] : undefined), doc);

/**
 * The schema nodes that describe the value at `here`: `$ref`s followed, `allOf` parts added, and of a `oneOf` the branch
 * the document's discriminating property selects (a page's `kind`, a panel's `type`), or every branch when it names none.
 */
function expand(root: Node, node: Node, value: unknown, out: Node[] = []): Node[] {
  const n = resolve(root, node);
  out.push(n);
  for (const part of (n.allOf as Node[] | undefined) ?? []) expand(root, part, value, out);
  const branches = (n.oneOf ?? n.anyOf) as Node[] | undefined;
  if (branches) {
    const key = isNode(n.discriminator) ? String(n.discriminator.propertyName) : 'kind';
    const wanted = isNode(value) ? value[key] : undefined;
    const chosen = branches.filter((b) => {
      const prop = (resolve(root, b).properties as Record<string, Node> | undefined)?.[key];
      return wanted === undefined || !prop || prop.const === undefined || prop.const === wanted;
    });
    for (const b of chosen.length ? chosen : branches) expand(root, b, value, out);
  }
  return out;
}

/**
 * The meta-schema's nodes for the value at `path` of a page being edited (`['fields', 2, 'query']`).
 *
 * @example
 * schemasAt(metaSchema, { kind: 'crud', fields: [{}] }, ['fields', 0]).some((n) => n.title === 'FieldSchema'); // true
 */
export function schemasAt(root: Node, doc: unknown, path: JsonPath): Node[] {
  let nodes = expand(root, root, doc);
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i];
    const value = at(doc, path.slice(0, i + 1));
    const next: Node[] = [];
    for (const n of nodes) {
      const props = n.properties as Record<string, Node> | undefined;
      if (typeof key === 'string' && props?.[key]) next.push(props[key]);
      else if (typeof key === 'number' && isNode(n.items)) next.push(n.items);
      else if (typeof key === 'string' && isNode(n.additionalProperties)) next.push(n.additionalProperties);
    }
    nodes = next.flatMap((n) => expand(root, n, value));
    if (!nodes.length) return [];
  }
  return nodes;
}

/**
 * Every property the object at `path` may have, with its description and closed list of values, for completion.
 *
 * @example
 * propertiesAt(metaSchema, page, ['fields', 0]).find((p) => p.name === 'dbType')?.values; // ['varchar', 'text', …]
 */
export function propertiesAt(root: Node, doc: unknown, path: JsonPath): MetaProperty[] {
  const out = new Map<string, MetaProperty>();
  for (const node of schemasAt(root, doc, path)) {
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [name, raw] of Object.entries((node.properties as Record<string, Node> | undefined) ?? {})) {
      const prop = resolve(root, raw);
      const known = out.get(name);
      const values = Array.isArray(prop.enum) ? prop.enum : prop.const !== undefined ? [prop.const] : undefined;
      out.set(name, {
        name,
        description: known?.description ?? (prop.description as string | undefined),
        required: (known?.required ?? false) || required.has(name),
        values: known?.values && values ? [...new Set([...known.values, ...values])] : (known?.values ?? values),
      });
    }
  }
  return [...out.values()];
}

/**
 * What the meta-schema says of the value at `path`: its description and allowed values (hover, value completion).
 *
 * @example
 * describeAt(metaSchema, page, ['fields', 0, 'type']).values; // ['input', 'inputNumber', …]
 */
export function describeAt(root: Node, doc: unknown, path: JsonPath): { description?: string; values?: unknown[] } {
  const nodes = schemasAt(root, doc, path);
  const description = nodes.map((n) => n.description).find((d): d is string => typeof d === 'string');
  const values = nodes.flatMap((n) => (Array.isArray(n.enum) ? n.enum : n.const !== undefined ? [n.const] : []));
  return { description, values: values.length ? [...new Set(values)] : undefined };
}
