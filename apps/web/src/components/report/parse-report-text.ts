import { normalizeReport } from './normalize';
import type { NormalizedReport } from './view-model';

/** The error state shows this many characters of the pretty-printed payload. */
export const PREVIEW_CHARS = 400;

export type ParsedReportText =
  | { kind: 'empty' }
  | { kind: 'invalid-json'; message: string }
  | { kind: 'no-report'; preview: string }
  | { kind: 'ok'; value: NormalizedReport };

/** The report viewer's states, decided from the report's JSON text. */
export function parseReportText(text: string | null | undefined): ParsedReportText {
  if (!text || !text.trim()) return { kind: 'empty' };
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (err) {
    return { kind: 'invalid-json', message: err instanceof Error ? err.message : String(err) };
  }
  const value = normalizeReport(payload);
  if (!value) return { kind: 'no-report', preview: (JSON.stringify(payload, null, 2) ?? '').slice(0, PREVIEW_CHARS) };
  return { kind: 'ok', value };
}
