import type { RecordingSource } from '@asha/contracts';
import { Mic, Square, Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ACCEPTED_AUDIO_FILES, audioTypeOfFile } from '@/lib/recording/mime';
import { patientScreenMessage } from '@/lib/recording/mic-errors';
import { formatElapsed, useMediaRecorder } from '@/lib/recording/use-media-recorder';
import { useMicrophone } from '@/lib/recording/use-microphone';

export interface RecordConsultationCardProps {
  /** Called with the finished recording or chosen file; the parent uploads it (spec §4: Stop starts the upload). */
  onAudio(blob: Blob, mimeType: string, source: RecordingSource): void;
  busy: boolean;
}

/** Spec §2 Patient detail: the 'Record Consultation' card, plus the file upload of issue #5 item 2. */
export function RecordConsultationCard({ onAudio, busy }: RecordConsultationCardProps) {
  const mic = useMicrophone();
  const rec = useMediaRecorder(mic.status === 'ready' ? mic.stream : null, {
    onRecorded: (r) => onAudio(r.blob, r.mimeType, 'recorded'),
    startErrorText: patientScreenMessage,
  });
  const micError = mic.status === 'unavailable' ? patientScreenMessage(mic.error) : null;
  const recording = rec.status === 'recording';

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>Record Consultation</CardTitle>
        <CardDescription>
          {mic.status === 'requesting' ? 'Requesting microphone…' : mic.status === 'ready' ? 'Microphone ready' : 'Microphone unavailable'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        {recording ? (
          <Button variant="destructive" onClick={rec.stop}>
            <Square /> Stop
          </Button>
        ) : (
          <Button data-tour="record-button" onClick={rec.start} disabled={mic.status !== 'ready' || busy}>
            <Mic /> Record
          </Button>
        )}
        <span aria-live="polite" className="font-mono text-sm tabular-nums" data-testid="record-timer">
          {recording && <span className="mr-2 inline-block size-2 animate-pulse rounded-full bg-red-600" aria-hidden />}
          {formatElapsed(rec.elapsedMs)}
        </span>
        <FileUpload disabled={recording || busy} onFile={(blob, type) => onAudio(blob, type, 'file')} />
        {(micError || rec.error) && (
          <p role="alert" className="w-full text-sm text-destructive">
            {rec.error ?? micError}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** Issue #5 item 2: a consultation recorded on another device goes through the same upload path. */
function FileUpload({ disabled, onFile }: { disabled: boolean; onFile(blob: Blob, type: string): void }) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const type = audioTypeOfFile(file);
    onFile(file, type ?? file.type ?? 'application/octet-stream');
  };
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        <Upload /> Upload a recording file
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_AUDIO_FILES}
        aria-label="Upload a recording file"
        className="sr-only"
        tabIndex={-1}
        onChange={onChange}
      />
    </>
  );
}
