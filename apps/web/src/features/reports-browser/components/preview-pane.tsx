import { useState } from 'react';
import { ExportMenu } from '@/components/export';
import { NoteTypeOptions } from '@/components/note-types/note-type-options';
import { NativeSelect } from '@/components/ui/select';
import { useNoteTypes } from '@/lib/note-types';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ClampedText } from '@/components/ui/clamped-text';
import { useReportJson } from '../api/use-report-files';
import { formatModified, type ReportRecord } from '../lib/files';
import { ReportFile } from './report-file';

/**
 * Patient Reports browser, right pane: Audio Preview, JSON Preview and the rendered report. Exports
 * are in the note's own type unless another is chosen beside the menu; the choice stays while
 * other recordings are opened, for exporting several in one type.
 */
export function PreviewPane({ record }: { record: ReportRecord | null }) {
  const json = useReportJson(record?.jsonUrl);
  const types = useNoteTypes();
  const [exportType, setExportType] = useState('');
  const text = json.data ?? null;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-4">
      {record && (
        <div data-testid="selected-recording" className="flex min-w-0 flex-wrap items-start gap-2">
          <div className="min-w-48 flex-1">
            <ClampedText as="h2" text={record.patientName} lines={2} className="text-lg font-semibold" />
            <p className="text-sm text-muted-foreground">Recorded {formatModified(record.recordedAt)}</p>
          </div>
          {record.status === 'ready' && record.jsonUrl && (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <label htmlFor="export-note-type" className="sr-only">
                Export in note type
              </label>
              <NativeSelect
                id="export-note-type"
                className="h-8 w-48"
                value={exportType}
                onChange={(e) => setExportType(e.target.value)}
              >
                <option value="">The note's own type</option>
                <NoteTypeOptions types={types} />
              </NativeSelect>
              <ExportMenu
                key={record.conversationId}
                conversationId={record.conversationId}
                noteType={exportType || undefined}
              />
            </div>
          )}
        </div>
      )}
      <Card role="region" aria-label="Audio Preview">
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Audio Preview</CardTitle>
        </CardHeader>
        <CardContent>
          {record?.audioUrl ? (
            // key: a new selection loads a new source instead of keeping the old one playing
            <audio
              key={record.audioUrl}
              controls
              preload="metadata"
              src={record.audioUrl}
              className="w-full"
              data-testid="audio-preview"
            />
          ) : (
            <p className="text-sm text-muted-foreground">{record ? 'No audio' : 'Select a report to play audio'}</p>
          )}
        </CardContent>
      </Card>
      <Card role="region" aria-label="JSON Preview">
        <CardHeader className="pb-3">
          <CardTitle className="text-base">JSON Preview</CardTitle>
        </CardHeader>
        <CardContent>
          <JsonPreview record={record} loading={json.isFetching} error={json.error} text={text} />
        </CardContent>
      </Card>
      <section aria-label="Report">{record && !json.isFetching && <ReportFile text={text} />}</section>
    </div>
  );
}

function JsonPreview(p: { record: ReportRecord | null; loading: boolean; error: Error | null; text: string | null }) {
  if (!p.record) return <p className="text-sm text-muted-foreground">Select a report to view JSON</p>;
  if (!p.record.jsonUrl) return <p className="text-sm text-muted-foreground">No JSON</p>;
  if (p.loading) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (p.error) return <p className="text-sm text-destructive">(Error fetching JSON: {p.error.message})</p>;
  return (
    <pre
      data-testid="json-preview"
      className="max-h-80 overflow-auto rounded bg-muted p-3 text-xs whitespace-pre-wrap break-all"
    >
      {pretty(p.text ?? '')}
    </pre>
  );
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
