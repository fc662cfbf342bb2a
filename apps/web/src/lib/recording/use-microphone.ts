import { useCallback, useEffect, useRef, useState } from 'react';

export type MicState =
  { status: 'requesting' } | { status: 'ready'; stream: MediaStream } | { status: 'unavailable'; error: unknown };

/** Echo cancellation and noise suppression are requested. */
export const AUDIO_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true },
};

/**
 * Asks for the microphone once on mount and stops
 * its tracks on unmount, so the browser's recording indicator goes away with the screen.
 */
export function useMicrophone(): MicState & { retry(): void } {
  const [state, setState] = useState<MicState>(() =>
    canRecord()
      ? { status: 'requesting' }
      : { status: 'unavailable', error: new Error('This browser cannot record audio.') },
  );
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (!canRecord()) return;
    navigator.mediaDevices.getUserMedia(AUDIO_CONSTRAINTS).then(
      (stream) => {
        if (cancelled) return stream.getTracks().forEach((t) => t.stop());
        streamRef.current = stream;
        setState({ status: 'ready', stream });
      },
      (error: unknown) => !cancelled && setState({ status: 'unavailable', error }),
    );
    return () => {
      cancelled = true;
      streamRef.current?.getTracks().forEach((t) => t.stop());
      streamRef.current = null;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'requesting' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

function canRecord(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
