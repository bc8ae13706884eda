/**
 * Response schemas of the table routes: the envelope's five fields in JeecgBoot's order (serialised by Fastify's fast
 * serializer), with `result` left free where its shape is the page's own (records carry the page's fields).
 */
export const ENVELOPE_RESPONSE = {
  type: 'object',
  required: ['success', 'message', 'code', 'result', 'timestamp'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    code: { type: 'integer' },
    result: {},
    timestamp: { type: 'integer' },
  },
} as const;

/**
 * An add's answer: the envelope with the new id in `result` (a number for a numbered table, as its records carry it)
 * and what a hook names beside it (a department's generated `orgCode`).
 */
export const ADD_RESPONSE = {
  ...ENVELOPE_RESPONSE,
  properties: {
    ...ENVELOPE_RESPONSE.properties,
    result: { type: 'object', required: ['id'], properties: { id: { type: ['string', 'integer'] } }, additionalProperties: { type: ['string', 'number', 'null'] } },
  },
} as const;

const record = { type: 'object', additionalProperties: true } as const;

/** `result` of a list: MyBatis-Plus's page as Jackson writes it, plus the optional `statistics`. */
export const PAGE_RESPONSE = {
  ...ENVELOPE_RESPONSE,
  properties: {
    ...ENVELOPE_RESPONSE.properties,
    result: {
      type: 'object',
      required: ['records', 'total', 'size', 'current', 'pages'],
      properties: {
        records: { type: 'array', items: record },
        total: { type: 'integer' },
        size: { type: 'integer' },
        current: { type: 'integer' },
        orders: { type: 'array', items: {} },
        optimizeCountSql: { type: 'boolean' },
        searchCount: { type: 'boolean' },
        countId: { type: 'null' },
        maxLimit: { type: 'null' },
        pages: { type: 'integer' },
        statistics: { type: 'object', additionalProperties: { type: 'object', properties: { sum: { type: 'number' }, average: { type: 'number' } } } },
      },
    },
  },
} as const;
