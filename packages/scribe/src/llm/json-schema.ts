import { z } from 'zod';

/** A JSON-schema node as produced by z.toJSONSchema (only the keywords we use). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  maxLength?: number;
  maxItems?: number;
  [key: string]: unknown;
}

const DROP = new Set([
  '$schema',
  'propertyNames',
  'pattern',
  'format',
  'minLength',
  'minItems',
  'default',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

function strictNode(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) if (!DROP.has(k)) out[k] = v;
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, strictNode(v)]));
    out.required = Object.keys(out.properties);
    out.additionalProperties = false;
  }
  if (out.items) out.items = strictNode(out.items);
  if (out.anyOf) out.anyOf = out.anyOf.map(strictNode);
  return out;
}

/**
 * The JSON schema the engines hold the model to, made from the zod schema. OpenAI's
 * strict mode wants every property required and no additional properties, so the zod schemas given
 * here must be plain objects/arrays/nullable scalars (no records: convert those before, see report/wire.ts).
 */
export function toStrictJsonSchema(schema: z.ZodType): JsonSchema {
  return strictNode(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema);
}

/**
 * The same schema for node-llama-cpp's grammar: anyOf becomes oneOf, and every string and list gets a
 * length cap so a local model cannot loop forever inside one value.
 */
export function toGrammarSchema(node: JsonSchema, caps = { maxLength: 600, maxItems: 40 }): JsonSchema {
  const out: JsonSchema = { ...node };
  if (out.anyOf) {
    out.oneOf = out.anyOf.map((n) => toGrammarSchema(n, caps));
    delete out.anyOf;
  }
  if (out.enum) delete out.type;
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, toGrammarSchema(v, caps)]));
  }
  if (out.items) out.items = toGrammarSchema(out.items, caps);
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('string') && !out.enum && out.maxLength === undefined) out.maxLength = caps.maxLength;
  if (types.includes('array') && out.maxItems === undefined) out.maxItems = caps.maxItems;
  return out;
}
