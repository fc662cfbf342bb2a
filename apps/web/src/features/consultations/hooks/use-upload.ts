import type { FinishLiveSessionResponse, RecordingSource } from '@asha/contracts';
import { useCallback, useState } from 'react';
import { saveStatusText } from '@/components/recording/save-status';
import { watchSave } from '@/lib/recording/live/registry';
import { uploadRecording } from '@/lib/recording/upload-recording';

/** `note`: while a live recording's last chunks wait for the network, what the dialog says about it. */
export type UploadState =
  { phase: 'idle' } | { phase: 'uploading'; note?: string } | { phase: 'success' } | { phase: 'error'; detail: string };

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : 'Upload failed');

/**
 * The patient screen's upload: idle → uploading → success or error; Close resets. A file (or
 * a whole recording) is uploaded; a live recording only sends what is left and is finished.
 */
export function useUpload(patientId: string, onUploaded: () => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const upload = useCallback(
    async (blob: Blob, mimeType: string, source: RecordingSource = 'recorded') => {
      setState({ phase: 'uploading' });
      try {
        await uploadRecording({ blob, mimeType, patientId, source });
        setState({ phase: 'success' });
        onUploaded();
      } catch (err) {
        setState({ phase: 'error', detail: messageOf(err) });
      }
    },
    [patientId, onUploaded],
  );
  const finishLive = useCallback(
    async (finish: () => Promise<FinishLiveSessionResponse>, recordingId: string) => {
      setState({ phase: 'uploading' });
      const stopWatching = watchSave(recordingId, (s) =>
        setState((prev) =>
          prev.phase === 'uploading'
            ? {
                phase: 'uploading',
                note:
                  s.kind === 'offline'
                    ? `${saveStatusText(s)}. It is sent as soon as the connection is back.`
                    : undefined,
              }
            : prev,
        ),
      );
      try {
        await finish();
        setState({ phase: 'success' });
        onUploaded();
      } catch (err) {
        setState({ phase: 'error', detail: messageOf(err) });
      } finally {
        stopWatching();
      }
    },
    [onUploaded],
  );
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, upload, finishLive, reset };
}
