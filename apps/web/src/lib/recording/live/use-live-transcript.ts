import type { LiveLine, LiveTranscript, ProvisionalLine, SpeakerRole } from '@asha/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEventsConnected, useServerEvents } from '../../events/server-events';
import { liveApi } from './live-api';

/** Without the event stream, the live transcript is read this often instead. */
const POLL_MS = 3_000;

export interface LiveTranscriptView {
  lines: (LiveLine & { role: SpeakerRole })[];
  /** Lines of the speech still being spoken, after `lines`: they may change until they are settled into `lines`. */
  provisional: ProvisionalLine[];
  /** Seconds of finished speech the speech engine has not reached yet (above zero: catching up). */
  waitingSec: number;
  receivedSec: number;
  note: string | null;
}

const EMPTY: LiveTranscriptView = { lines: [], provisional: [], waitingSec: 0, receivedSec: 0, note: null };

/**
 * The live transcript of a recording while it is made: read again whenever the server says it grew
 * (server-sent events), or every few seconds while the event stream is down. Only settled lines not
 * yet seen are fetched; every line's role is refreshed each time, as earlier lines may be renamed,
 * and the provisional lines are replaced each time.
 */
export function useLiveTranscript(recordingId: string | null, active: boolean): LiveTranscriptView {
  const [view, setView] = useState<LiveTranscriptView>(EMPTY);
  const seen = useRef<{ id: string | null; lines: LiveLine[] }>({ id: null, lines: [] });
  const inflight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const connected = useEventsConnected();

  const read = useCallback(() => {
    if (!recordingId) return;
    if (inflight.current) {
      again.current = true;
      return;
    }
    if (seen.current.id !== recordingId) seen.current = { id: recordingId, lines: [] };
    const after = seen.current.lines.at(-1)?.index ?? -1;
    inflight.current = liveApi
      .transcript(recordingId, after)
      .then((t: LiveTranscript) => {
        if (seen.current.id !== recordingId) return;
        seen.current.lines = [...seen.current.lines, ...t.lines];
        const lines = seen.current.lines.map((l) => ({ ...l, role: t.roles[l.index] ?? l.role }));
        setView({
          lines,
          provisional: t.provisional,
          waitingSec: t.waitingSec,
          receivedSec: t.receivedSec,
          note: t.note,
        });
      })
      .catch(() => undefined)
      .finally(() => {
        inflight.current = null;
        if (again.current) {
          again.current = false;
          read();
        }
      });
  }, [recordingId]);

  useEffect(() => {
    setView(EMPTY);
    read();
  }, [read]);
  useServerEvents((e) => {
    if ((e.type === 'live' && e.sessionId === recordingId) || e.type === 'ready') read();
  }, recordingId !== null);
  useEffect(() => {
    if (!active || connected || !recordingId) return;
    const timer = setInterval(read, POLL_MS);
    return () => clearInterval(timer);
  }, [active, connected, recordingId, read]);
  return view;
}
