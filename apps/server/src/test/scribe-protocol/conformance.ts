import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';

/**
 * The protocol's published schemas (beside this file, CC BY 4.0) as validators of their component
 * schemas. Their OpenAPI extras ('example') are not JSON Schema keywords, so strict mode is off.
 */
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('date-time', (v: string) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v));
ajv.addFormat('uri', (v: string) => URL.canParse(v));
ajv.addFormat('email', /^[^@\s]+@[^@\s]+$/);
for (const file of ['discovery_endpoint.json', 'sessions_openapi.json'])
  ajv.addSchema(JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8')), file);

/** The problems of `value` against a component of one of the schemas ([] when it conforms). */
export function schemaErrors(
  file: 'discovery_endpoint.json' | 'sessions_openapi.json',
  component: string,
  value: unknown,
): string[] {
  const validate = ajv.getSchema(`${file}#/components/schemas/${component}`);
  if (!validate) throw new Error(`no schema ${component} in ${file}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
