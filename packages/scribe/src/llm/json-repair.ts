import type { z } from 'zod';
import type { JsonSchema } from './json-schema.js';

const UNREPAIRABLE = Symbol('unrepairable');
type Repaired = unknown | typeof UNREPAIRABLE;

/** The JSON text of a model answer: code fences and chatter around the outermost {…} removed. */
export function extractJsonText(raw: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(raw);
  const text = (fenced ? fenced[1]! : raw).trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}

function typesOf(node: JsonSchema): string[] {
  if (node.type) return Array.isArray(node.type) ? node.type : [node.type];
  return [];
}

function nullable(node: JsonSchema): boolean {
  return typesOf(node).includes('null') || !!node.anyOf?.some((n) => typesOf(n).includes('null'));
}

function repairObject(value: unknown, node: JsonSchema): Repaired {
  const source = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const fixed = repairValue(source[key], child);
    if (fixed === UNREPAIRABLE) return UNREPAIRABLE;
    out[key] = fixed;
  }
  return out;
}

function repairScalar(value: unknown, node: JsonSchema): Repaired {
  if (node.enum) return node.enum.includes(value as never) ? value : nullable(node) ? null : UNREPAIRABLE;
  const types = typesOf(node);
  if (types.includes('string') && typeof value === 'string') return value;
  if (types.includes('string') && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
  if ((types.includes('number') || types.includes('integer')) && typeof value === 'number') return value;
  if (types.includes('boolean') && typeof value === 'boolean') return value;
  return nullable(node) ? null : UNREPAIRABLE;
}

/**
 * Bends a model answer into the schema's shape ("malformed or incomplete answers repaired"):
 * missing nullable fields become null, missing lists [], wrong scalars are converted or nulled, and a
 * list item that cannot be saved (e.g. a medication without a name) is dropped rather than invented.
 */
function repairValue(value: unknown, node: JsonSchema): Repaired {
  if (node.anyOf) {
    if (value === null || value === undefined) return nullable(node) ? null : UNREPAIRABLE;
    for (const option of node.anyOf.filter((n) => !typesOf(n).includes('null'))) {
      const fixed = repairValue(value, option);
      if (fixed !== UNREPAIRABLE) return fixed;
    }
    return nullable(node) ? null : UNREPAIRABLE;
  }
  const types = typesOf(node);
  if (types.includes('object') && node.properties) {
    if ((value === null || value === undefined) && nullable(node)) return null;
    return repairObject(value, node);
  }
  if (types.includes('array')) {
    if (!Array.isArray(value)) return value == null && nullable(node) ? null : [];
    return value.map((v) => (node.items ? repairValue(v, node.items) : v)).filter((v) => v !== UNREPAIRABLE);
  }
  return repairScalar(value, node);
}

/** Parses, repairs and validates one answer; null when nothing usable can be made of it. */
export function parseModelAnswer<T>(raw: string, schema: z.ZodType<T>, json: JsonSchema): T | null {
  let value: unknown;
  try {
    value = JSON.parse(extractJsonText(raw));
  } catch {
    return null;
  }
  const direct = schema.safeParse(value);
  if (direct.success) return direct.data;
  const fixed = repairValue(value, json);
  if (fixed === UNREPAIRABLE) return null;
  const repaired = schema.safeParse(fixed);
  return repaired.success ? repaired.data : null;
}
