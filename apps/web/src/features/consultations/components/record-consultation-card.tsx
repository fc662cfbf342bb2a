import type { FinishLiveSessionResponse, RecordingSource } from '@asha/contracts';
import { Mic, Square, Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { InterruptedRecordings } from '@/components/recording/interrupted-recordings';
import { LiveTranscript } from '@/components/recording/live-transcript';
import { SaveStatus } from '@/components/recording/save-status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { finishRecording } from '@/lib/recording/live/registry';
import { useInterruptedRecordings } from '@/lib/recording/live/use-interrupted';
import { useLiveRecording } from '@/lib/recording/live/use-live-recording';
import { useLiveTranscript } from '@/lib/recording/live/use-live-transcript';
import { ACCEPTED_AUDIO_FILES, audioTypeOfFile } from '@/lib/recording/mime';
import { micProblemOf, PATIENT_MIC_REASON, patientScreenMessage } from '@/lib/recording/mic-errors';
import { formatElapsed } from '@/lib/recording/use-media-recorder';
import { useMicrophone } from '@/lib/recording/use-microphone';

export interface RecordConsultationCardProps {
  patientId: string;
  /** A whole recording (a browser that cannot record live) or a chosen file; the parent uploads it. */
  onAudio(blob: Blob, mimeType: string, source: RecordingSource): void;
  /** A live recording was stopped (or an interrupted one is finished): the parent runs `finish` behind its upload dialog. */
  onLiveStopped(finish: () => Promise<FinishLiveSessionResponse>, recordingId: string): void;
  busy: boolean;
}

/**
 * The patient screen's 'Record Consultation' card, plus file upload. The audio reaches the
 * server while it is recorded (with whether it all has), the transcript appears under it, and
 * Stop starts the upload as before, which now only sends what is left and finishes the consultation.
 */
export function RecordConsultationCard({ patientId, onAudio, onLiveStopped, busy }: RecordConsultationCardProps) {
  const mic = useMicrophone();
  const rec = useLiveRecording(mic.status === 'ready' ? mic.stream : null, {
    patientId,
    onStopped: (s) =>
      s.kind === 'whole'
        ? onAudio(s.blob, s.mimeType, 'recorded')
        : onLiveStopped(() => rec.finish(null), s.recordingId),
    startErrorText: patientScreenMessage,
  });
  const interrupted = useInterruptedRecordings((r) => r.patientId === patientId, rec.recordingId);
  const transcript = useLiveTranscript(rec.recordingId, rec.status === 'recording');
  const micReason = mic.status === 'unavailable' ? PATIENT_MIC_REASON[micProblemOf(mic.error)] : null;
  // The message under the buttons adds what the reason does not say (an error's own words); never the same words twice.
  const micMessage = mic.status === 'unavailable' ? patientScreenMessage(mic.error) : null;
  const micError = micMessage === micReason ? null : micMessage;
  const recording = rec.status === 'recording';

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>Record Consultation</CardTitle>
        <CardDescription data-testid="mic-status">
          {mic.status === 'requesting'
            ? 'Requesting microphone…'
            : mic.status === 'ready'
              ? 'Microphone ready'
              : micReason}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        {!recording && (
          <InterruptedRecordings
            recordings={interrupted.recordings}
            busy={busy || mic.status !== 'ready'}
            onResume={(r) => void rec.resume(r).then(interrupted.refresh)}
            onFinish={(r) =>
              onLiveStopped(() => finishRecording(r.id, null).finally(() => void interrupted.refresh()), r.id)
            }
          />
        )}
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
        {rec.recordingId && <SaveStatus save={rec.save} />}
        <FileUpload disabled={recording || busy} onFile={(blob, type) => onAudio(blob, type, 'file')} />
        {(micError || rec.error) && (
          <p role="alert" className="w-full text-sm text-destructive">
            {rec.error ?? micError}
          </p>
        )}
        {rec.recordingId && <LiveTranscript view={transcript} recording={recording} />}
      </CardContent>
    </Card>
  );
}

/** A consultation recorded on another device goes through the same upload path as a recording. */
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
