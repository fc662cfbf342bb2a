import { useCallback, useEffect, useRef, useState } from 'react';
import { keepAwake } from '../auth/idle';
import { DEFAULT_RECORDING_TYPE, pickRecordingMimeType } from './mime';
import { RECORDING_ERROR } from './mic-errors';

/** The recorder timer ticks every 200 ms. */
export const TIMER_TICK_MS = 200;

export type RecorderStatus = 'idle' | 'recording' | 'stopped';

/** Recording: the audio blob plus its mime type. */
export interface Recording {
  blob: Blob;
  mimeType: string;
}

export interface MediaRecorderApi {
  status: RecorderStatus;
  elapsedMs: number;
  recording: Recording | null;
  error: string | null;
  start(): void;
  stop(): void;
  /** New returns from stopped to idle and clears the audio. */
  reset(): void;
}

/**
 * idle → recording → stopped over a live microphone stream. `onRecorded`
 * fires once per Stop with the finished blob (the patient screen starts its upload there).
 */
export function useMediaRecorder(
  stream: MediaStream | null,
  opts: { onRecorded?: (r: Recording) => void; startErrorText: (err: unknown) => string },
): MediaRecorderApi {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const optsRef = useRef(opts);
  useEffect(() => {
    optsRef.current = opts;
  });

  // A consultation being recorded is the computer in use: no idle sign-out in the middle of it.
  useEffect(() => (status === 'recording' ? keepAwake() : undefined), [status]);

  const startedAt = useRef(0);
  useEffect(() => {
    if (status !== 'recording') return;
    const timer = setInterval(() => setElapsedMs(Date.now() - startedAt.current), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [status]);

  const start = useCallback(() => {
    if (!stream) return;
    setError(null);
    setRecording(null);
    let recorder: MediaRecorder;
    try {
      const mimeType = pickRecordingMimeType((t) => MediaRecorder.isTypeSupported(t));
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (err) {
      setError(optsRef.current.startErrorText(err));
      setStatus('idle');
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    recorder.onerror = () => {
      setError(RECORDING_ERROR);
      setStatus('idle');
    };
    recorder.onstop = () => {
      const mimeType = recorder.mimeType || DEFAULT_RECORDING_TYPE;
      const done = { blob: new Blob(chunks, { type: mimeType }), mimeType };
      setRecording(done);
      setStatus('stopped');
      optsRef.current.onRecorded?.(done);
    };
    try {
      recorder.start(1000);
    } catch (err) {
      setError(optsRef.current.startErrorText(err));
      return;
    }
    recorderRef.current = recorder;
    startedAt.current = Date.now();
    setElapsedMs(0);
    setStatus('recording');
  }, [stream]);

  const stop = useCallback(() => {
    const r = recorderRef.current;
    if (r && r.state !== 'inactive') r.stop();
    recorderRef.current = null;
  }, []);

  const reset = useCallback(() => {
    stop();
    setRecording(null);
    setElapsedMs(0);
    setError(null);
    setStatus('idle');
  }, [stop]);

  // Leaving the screen mid-recording stops the recorder rather than leaking it.
  useEffect(() => () => recorderRef.current?.stop(), []);

  return { status, elapsedMs, recording, error, start, stop, reset };
}

/** 75_400 ms → '01:15' */
export function formatElapsed(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
