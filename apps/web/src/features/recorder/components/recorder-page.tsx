import { Mic, RotateCcw, Square, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { RECORDER_STATUS, micProblemOf, recorderScreenMessage } from '@/lib/recording/mic-errors';
import { uploadRecording } from '@/lib/recording/upload-recording';
import { formatElapsed, useMediaRecorder } from '@/lib/recording/use-media-recorder';
import { useMicrophone } from '@/lib/recording/use-microphone';
import { usePatientOptions } from '../api/patient-options';
import { MicSettingsButton } from './mic-settings-button';
import { PlaybackUrl } from './playback';

const STATUS_WORD = { idle: 'Idle', recording: 'Recording', stopped: 'Stopped' } as const;

/** Spec §2 Microphone and voice recorder screen (/dashboard/record). */
export function RecorderPage() {
  const mic = useMicrophone();
  const rec = useMediaRecorder(mic.status === 'ready' ? mic.stream : null, { startErrorText: recorderScreenMessage });
  const patients = usePatientOptions();
  const [patientId, setPatientId] = useState('');
  const [uploading, setUploading] = useState(false);
  const [needPatient, setNeedPatient] = useState(false);
  const micText =
    mic.status === 'requesting' ? 'Requesting microphone…' : mic.status === 'ready' ? 'Microphone on' : RECORDER_STATUS[micProblemOf(mic.error)];
  const micMessage = mic.status === 'unavailable' ? recorderScreenMessage(mic.error) : null;

  const generate = async () => {
    if (!rec.recording) return console.error('No audio to upload. Record first.');
    if (!patientId) return setNeedPatient(true);
    setUploading(true);
    try {
      await uploadRecording({ blob: rec.recording.blob, mimeType: rec.recording.mimeType, patientId });
      toast.success('Recording uploaded: the report will appear on the patient’s page.');
      rec.reset();
    } catch (err) {
      // Spec §8: the recorder screen reports upload failures on the console only.
      console.error(err instanceof Error ? err.message : err);
    } finally {
      setUploading(false);
    }
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
          {(micMessage || rec.error) && <p role="alert" className="text-sm text-destructive">{rec.error ?? micMessage}</p>}
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
            <span className="text-sm font-medium" data-testid="recorder-status">{STATUS_WORD[rec.status]}</span>
            <span className="font-mono text-sm tabular-nums">{formatElapsed(rec.elapsedMs)}</span>
          </div>
          {rec.recording && <PlaybackUrl blob={rec.recording.blob} />}
          <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
            <div className="grid gap-1.5">
              <Label htmlFor="recorder-patient">Patient</Label>
              <NativeSelect id="recorder-patient" value={patientId} onChange={(e) => (setPatientId(e.target.value), setNeedPatient(false))}>
                <option value="">{patients.isPending ? 'Loading…' : 'Choose a patient'}</option>
                {patients.data?.map((p) => (
                  <option key={p.patientId} value={p.patientId}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect>
              {needPatient && <p role="alert" className="text-sm text-destructive">Choose the patient this recording belongs to.</p>}
              {patients.error && <p className="text-sm text-destructive">{patients.error.message || 'Failed to load patients'}</p>}
            </div>
            <Button onClick={() => void generate()} disabled={!rec.recording || uploading}>
              <Upload /> {uploading ? 'Uploading…' : 'Generate Report'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
