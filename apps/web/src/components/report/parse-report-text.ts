import { StoredReportSchema, type StoredReport } from '@asha/contracts';

/** The error state shows this many characters of the pretty-printed payload. */
export const PREVIEW_CHARS = 400;

/** Reads parsed JSON as a stored report; null when it holds none this reader accepts. */
export type ReportReader = (json: unknown) => StoredReport | null;

/** The contract's stored report exactly, as the pipeline writes it. */
export const readStoredReport: ReportReader = (json) => {
  const parsed = StoredReportSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
};

export type ParsedReportText =
  | { kind: 'empty' }
  | { kind: 'invalid-json'; message: string }
  | { kind: 'no-report'; preview: string }
  | { kind: 'ok'; value: StoredReport };

/** The report viewer's states, decided from the report's JSON text and the reader the caller trusts it to. */
export function parseReportText(text: string | null | undefined, read: ReportReader): ParsedReportText {
  if (!text || !text.trim()) return { kind: 'empty' };
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (err) {
    return { kind: 'invalid-json', message: err instanceof Error ? err.message : String(err) };
  }
  const value = read(payload);
  if (!value) return { kind: 'no-report', preview: (JSON.stringify(payload, null, 2) ?? '').slice(0, PREVIEW_CHARS) };
  return { kind: 'ok', value };
}
