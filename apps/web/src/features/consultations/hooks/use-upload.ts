import type { RecordingSource } from '@asha/contracts';
import { useCallback, useState } from 'react';
import { uploadRecording } from '@/lib/recording/upload-recording';

export type UploadState = { phase: 'idle' } | { phase: 'uploading' } | { phase: 'success' } | { phase: 'error'; detail: string };

/** Spec §4 Upload (patient screen): idle → uploading → success or error; Close resets. */
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
        setState({ phase: 'error', detail: err instanceof Error && err.message ? err.message : 'Upload failed' });
      }
    },
    [patientId, onUploaded],
  );
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, upload, reset };
}
