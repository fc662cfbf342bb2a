import { LIVE_CHUNK_MS, liveFormatOfType, type FinishLiveSessionResponse } from '@asha/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepAwake } from '../../auth/idle';
import { RECORDING_ERROR } from '../mic-errors';
import { DEFAULT_RECORDING_TYPE, pickRecordingMimeType } from '../mime';
import { TIMER_TICK_MS, type RecorderStatus, type Recording } from '../use-media-recorder';
import { browserChunkStore, type StoredRecording } from './chunk-store';
import { liveApi } from './live-api';
import type { LiveUploader, SaveState } from './live-uploader';
import { currentOwner, letGo, takeRecording } from './registry';

/** How a recording left the recorder: saved live on the server, or (a browser recording another format) as one file to upload. */
export type Stopped = { kind: 'live'; recordingId: string } | ({ kind: 'whole' } & Recording);

export interface LiveRecorderApi {
  status: RecorderStatus;
  elapsedMs: number;
  error: string | null;
  /** The live recording under way or stopped (its transcript and save state), or null. */
  recordingId: string | null;
  save: SaveState;
  /** This page's audio, for playing back after Stop. */
  recording: Recording | null;
  start(): void;
  stop(): void;
  /** Goes on recording an interrupted recording (a reload, a crash) as a new recorder stream of it. */
  resume(r: StoredRecording): Promise<void>;
  /** Sends what is left and makes the consultation; the patient is named here when it was not at Record. */
  finish(patientId: string | null): Promise<FinishLiveSessionResponse>;
  /** New: the recording is thrown away, here and on the server. */
  reset(): void;
}

/**
 * idle → recording → stopped, like the plain recorder, but the audio leaves as it is recorded: a
 * chunk every second goes to the browser's store first and then to the server (LiveUploader). A
 * browser whose recorder writes a format that cannot be sent live records one file as before.
 */
export function useLiveRecording(
  stream: MediaStream | null,
  opts: { patientId: string | null; onStopped?: (s: Stopped) => void; startErrorText: (err: unknown) => string },
): LiveRecorderApi {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [recordingId, setRecordingId] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'saved' });
  const [recording, setRecording] = useState<Recording | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const uploader = useRef<LiveUploader | null>(null);
  const optsRef = useRef(opts);
  useEffect(() => {
    optsRef.current = opts;
  });

  useEffect(() => (status === 'recording' ? keepAwake() : undefined), [status]);
  const clock = useRef({ base: 0, since: 0 });
  useEffect(() => {
    if (status !== 'recording') return;
    const timer = setInterval(() => setElapsedMs(clock.current.base + Date.now() - clock.current.since), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [status]);
  useEffect(() => uploader.current?.subscribe(setSave), [recordingId]);

  const record = useCallback(
    async (live: StoredRecording | null, mimeType: string) => {
      if (!stream) return;
      let r: MediaRecorder;
      try {
        r = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      } catch (err) {
        setError(optsRef.current.startErrorText(err));
        return;
      }
      const kept: Blob[] = [];
      let writes = Promise.resolve();
      let last = Date.now();
      let first = live ? live.chunks > 0 : false;
      r.ondataavailable = (e) => {
        if (e.data.size === 0) return;
        kept.push(e.data);
        const ms = Date.now() - last;
        last = Date.now();
        if (!live) return;
        const startsStream = first;
        first = false;
        // Written in order, each before it is sent: the browser's copy is what survives a crash.
        writes = writes.then(async () => {
          await browserChunkStore.putChunk({ recordingId: live.id, seq: live.chunks, data: e.data, ms, startsStream });
          live.chunks += 1;
          live.recordedMs += ms;
          await browserChunkStore.putRecording(live);
          void uploader.current?.kick();
        });
        writes.catch((err: unknown) => setError(err instanceof Error ? err.message : RECORDING_ERROR));
      };
      r.onerror = () => setError(RECORDING_ERROR);
      r.onstop = () => {
        const type = r.mimeType || mimeType || DEFAULT_RECORDING_TYPE;
        const whole = { blob: new Blob(kept, { type }), mimeType: type };
        setRecording(whole);
        setStatus('stopped');
        if (!live) return optsRef.current.onStopped?.({ kind: 'whole', ...whole });
        void writes.then(async () => {
          live.stopped = true;
          await browserChunkStore.putRecording(live);
          optsRef.current.onStopped?.({ kind: 'live', recordingId: live.id });
        });
      };
      try {
        r.start(LIVE_CHUNK_MS);
      } catch (err) {
        setError(optsRef.current.startErrorText(err));
        return;
      }
      recorder.current = r;
      clock.current = { base: live?.recordedMs ?? 0, since: Date.now() };
      setElapsedMs(clock.current.base);
      setStatus('recording');
    },
    [stream],
  );

  const start = useCallback(() => {
    setError(null);
    setRecording(null);
    const mimeType =
      typeof MediaRecorder === 'undefined' ? '' : pickRecordingMimeType((t) => MediaRecorder.isTypeSupported(t));
    // Without a browser store to keep unsent audio in, or in a format that cannot go live, one file is recorded as before.
    if (!mimeType || !liveFormatOfType(mimeType) || typeof indexedDB === 'undefined')
      return void record(null, mimeType);
    void (async () => {
      const live: StoredRecording = {
        id: crypto.randomUUID(),
        owner: (await currentOwner()) ?? '',
        patientId: optsRef.current.patientId,
        mimeType,
        startedAt: Date.now(),
        chunks: 0,
        recordedMs: 0,
        stopped: false,
      };
      const kept = await browserChunkStore.putRecording(live).then(
        () => true,
        () => false,
      );
      if (kept) {
        uploader.current = await takeRecording(live.id);
        setRecordingId(live.id);
      }
      await record(kept ? live : null, mimeType);
    })().catch((err: unknown) => setError(optsRef.current.startErrorText(err)));
  }, [record]);

  const resume = useCallback(
    async (r: StoredRecording) => {
      setError(null);
      const u = await takeRecording(r.id);
      if (!u) return setError('This recording is open in another tab.');
      uploader.current = u;
      setRecordingId(r.id);
      setSave(u.save);
      await record({ ...r, stopped: false }, r.mimeType);
    },
    [record],
  );

  const stop = useCallback(() => {
    const r = recorder.current;
    if (r && r.state !== 'inactive') r.stop();
    recorder.current = null;
  }, []);

  const finish = useCallback(async (patientId: string | null) => {
    const u = uploader.current;
    if (!u) throw new Error('No audio to upload. Record first.');
    const result = await u.finish(patientId);
    letGo(u.recordingId);
    // Finished: New no longer throws anything away.
    uploader.current = null;
    return result;
  }, []);

  const reset = useCallback(() => {
    stop();
    const id = uploader.current?.recordingId;
    uploader.current = null;
    if (id) {
      letGo(id);
      void browserChunkStore.removeRecording(id);
      void liveApi.discard(id).catch(() => undefined);
    }
    setRecordingId(null);
    setRecording(null);
    setElapsedMs(0);
    setError(null);
    setSave({ kind: 'saved' });
    setStatus('idle');
  }, [stop]);

  // Leaving the screen mid-recording stops the recorder; what was recorded stays, to resume or finish on return.
  useEffect(() => () => recorder.current?.stop(), []);

  return { status, elapsedMs, error, recordingId, save, recording, start, stop, resume, finish, reset };
}
