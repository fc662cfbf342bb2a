import { Mic, RotateCcw, Square, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { InterruptedRecordings } from '@/components/recording/interrupted-recordings';
import { LiveTranscript } from '@/components/recording/live-transcript';
import { SaveStatus } from '@/components/recording/save-status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { StoredRecording } from '@/lib/recording/live/chunk-store';
import { finishRecording } from '@/lib/recording/live/registry';
import { useInterruptedRecordings } from '@/lib/recording/live/use-interrupted';
import { useLiveRecording } from '@/lib/recording/live/use-live-recording';
import { useLiveTranscript } from '@/lib/recording/live/use-live-transcript';
import { RECORDER_STATUS, micProblemOf, recorderScreenMessage } from '@/lib/recording/mic-errors';
import { uploadRecording } from '@/lib/recording/upload-recording';
import { formatElapsed } from '@/lib/recording/use-media-recorder';
import { useMicrophone } from '@/lib/recording/use-microphone';
import { MicSettingsButton } from './mic-settings-button';
import { PatientSelect } from './patient-select';
import { PlaybackUrl } from './playback';

const STATUS_WORD = { idle: 'Idle', recording: 'Recording', stopped: 'Stopped' } as const;
const UPLOADED = 'Recording uploaded: the report will appear on the patient’s page.';

/**
 * The microphone and voice recorder screen (/dashboard/record). The audio reaches the server
 * while it is recorded and the transcript appears under the recorder; the patient may be chosen
 * before, during or after recording, and 'Generate Report' sends what is left and finishes it.
 */
export function RecorderPage() {
  const mic = useMicrophone();
  const [patientId, setPatientId] = useState('');
  const rec = useLiveRecording(mic.status === 'ready' ? mic.stream : null, {
    patientId: patientId || null,
    startErrorText: recorderScreenMessage,
  });
  const interrupted = useInterruptedRecordings(() => true, rec.recordingId);
  const transcript = useLiveTranscript(rec.recordingId, rec.status === 'recording');
  const [uploading, setUploading] = useState(false);
  const [needPatient, setNeedPatient] = useState(false);
  const micText =
    mic.status === 'requesting'
      ? 'Requesting microphone…'
      : mic.status === 'ready'
        ? 'Microphone on'
        : RECORDER_STATUS[micProblemOf(mic.error)];
  const micMessage = mic.status === 'unavailable' ? recorderScreenMessage(mic.error) : null;

  const sending = async (run: () => Promise<unknown>) => {
    setUploading(true);
    try {
      await run();
      toast.success(UPLOADED);
      return true;
    } catch (err) {
      // The recorder screen reports upload failures on the console only.
      console.error(err instanceof Error ? err.message : err);
      return false;
    } finally {
      setUploading(false);
    }
  };

  const generate = async () => {
    if (!rec.recording && !rec.recordingId) return console.error('No audio to upload. Record first.');
    if (!patientId) return setNeedPatient(true);
    const done = await sending(() =>
      rec.recordingId
        ? rec.finish(patientId)
        : uploadRecording({ blob: rec.recording!.blob, mimeType: rec.recording!.mimeType, patientId }),
    );
    if (done) rec.reset();
  };

  const finishInterrupted = async (r: StoredRecording) => {
    const pid = r.patientId ?? patientId;
    if (!pid) return setNeedPatient(true);
    await sending(() => finishRecording(r.id, pid));
    await interrupted.refresh();
  };

  return (
    <div className="mx-auto max-w-2xl p-4 sm:p-6">
      <Card>
        <CardHeader>
          <CardTitle>Voice Recorder</CardTitle>
          <CardDescription className="flex flex-wrap items-center justify-between gap-2">
            <span data-testid="mic-status">{micText}</span>
            <MicSettingsButton />
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {(micMessage || rec.error) && (
            <p role="alert" className="text-sm text-destructive">
              {rec.error ?? micMessage}
            </p>
          )}
          {rec.status === 'idle' && (
            <InterruptedRecordings
              recordings={interrupted.recordings}
              busy={uploading || mic.status !== 'ready'}
              onResume={(r) => {
                if (r.patientId) setPatientId(r.patientId);
                void rec.resume(r).then(interrupted.refresh);
              }}
              onFinish={(r) => void finishInterrupted(r)}
            />
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={rec.start} disabled={mic.status !== 'ready' || rec.status !== 'idle'}>
              <Mic /> Record
            </Button>
            <Button variant="destructive" onClick={rec.stop} disabled={rec.status !== 'recording'}>
              <Square /> Stop
            </Button>
            <Button variant="outline" onClick={rec.reset} disabled={rec.status !== 'stopped' || uploading}>
              <RotateCcw /> New
            </Button>
            <span className="text-sm font-medium" data-testid="recorder-status">
              {STATUS_WORD[rec.status]}
            </span>
            <span className="font-mono text-sm tabular-nums">{formatElapsed(rec.elapsedMs)}</span>
            {rec.recordingId && <SaveStatus save={rec.save} />}
          </div>
          {rec.recording && <PlaybackUrl blob={rec.recording.blob} />}
          {rec.recordingId && <LiveTranscript view={transcript} recording={rec.status === 'recording'} />}
          {/* minmax(0, 1fr): a long patient name must not widen the column past the screen. */}
          <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <PatientSelect
              value={patientId}
              needPatient={needPatient}
              onChange={(id) => (setPatientId(id), setNeedPatient(false))}
            />
            <Button onClick={() => void generate()} disabled={!rec.recording || uploading}>
              <Upload /> {uploading ? 'Uploading…' : 'Generate Report'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
