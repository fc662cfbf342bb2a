import type { FlagResolution, Note, PatientReport } from '@asha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { NoConnectionError } from '@/lib/network';
import { noteQueryKey, saveNote } from './note-api';

/** Typing pauses this long before the note saves itself. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveState =
  | { kind: 'idle' }
  /** changed here, to be saved when typing stops */
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'error'; message: string }
  /** another tab or device changed the note first: only a reload helps */
  | { kind: 'conflict'; message: string };

function messageOf(err: unknown): string {
  if (err instanceof ApiError || err instanceof NoConnectionError) return err.message;
  return 'Something went wrong while saving. Retry, or reload the page if it keeps failing.';
}

interface Local {
  report: PatientReport;
  resolutions: FlagResolution[];
}

/**
 * The note being edited: local changes save themselves shortly after typing stops (or at once with
 * `saveNow`), one save at a time, each from the version the last one made. A 409 (the note changed
 * elsewhere) stops saving until the clinician reloads; nothing is ever overwritten silently.
 */
export function useNoteDraft(conversationId: string, note: Note) {
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<Local>({
    report: note.current.patientReport,
    resolutions: note.current.resolutions,
  });
  const [state, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const latest = useRef(local);
  const base = useRef(note.current.version);
  const dirty = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stateRef = useRef<SaveState>(state);
  const setState = useCallback((s: SaveState) => {
    stateRef.current = s;
    setSaveState(s);
  }, []);

  const adopt = useCallback(
    (n: Note) => {
      clearTimeout(timer.current);
      const fresh = { report: n.current.patientReport, resolutions: n.current.resolutions };
      latest.current = fresh;
      base.current = n.current.version;
      dirty.current = false;
      setLocal(fresh);
      setState({ kind: 'idle' });
    },
    [setState],
  );

  // A version made elsewhere (a regeneration, a restore) is taken up when nothing local is pending.
  useEffect(() => {
    if (note.current.version !== base.current && !dirty.current && !inFlight.current) adopt(note);
  }, [note, adopt]);

  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    if (!dirty.current) return stateRef.current.kind !== 'error' && stateRef.current.kind !== 'conflict';
    if (stateRef.current.kind === 'conflict') return false;
    dirty.current = false;
    const sent = latest.current;
    setState({ kind: 'saving' });
    let ok = false;
    const request = saveNote(conversationId, {
      baseVersion: base.current,
      patientReport: sent.report,
      resolutions: sent.resolutions,
    })
      .then((saved) => {
        base.current = saved.current.version;
        queryClient.setQueryData(noteQueryKey(conversationId), saved);
        ok = true;
        setState(dirty.current ? { kind: 'saving' } : { kind: 'saved' });
      })
      .catch((err: unknown) => {
        dirty.current = true;
        const conflict = err instanceof ApiError && err.status === 409;
        setState(conflict ? { kind: 'conflict', message: messageOf(err) } : { kind: 'error', message: messageOf(err) });
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    await request;
    // Typed while the save was on its way: that goes next.
    if (ok && dirty.current) timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return ok && !dirty.current;
  }, [conversationId, queryClient, setState]);

  const change = useCallback(
    (next: Partial<Local>) => {
      latest.current = { ...latest.current, ...next };
      dirty.current = true;
      setLocal(latest.current);
      if (stateRef.current.kind === 'conflict') return;
      if (stateRef.current.kind !== 'saving' && stateRef.current.kind !== 'error') setState({ kind: 'pending' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    },
    [saveNow, setState],
  );

  const update = useCallback(
    (fn: (r: PatientReport) => PatientReport) => change({ report: fn(latest.current.report) }),
    [change],
  );

  const resolve = useCallback(
    (resolution: FlagResolution, edit?: (r: PatientReport) => PatientReport) => {
      // A flag resolved twice the same way (a second click before the offer is gone) changes the note once.
      if (latest.current.resolutions.some((r) => r.key === resolution.key && r.action === resolution.action)) return;
      const resolutions = [...latest.current.resolutions.filter((r) => r.key !== resolution.key), resolution];
      change({ resolutions, ...(edit ? { report: edit(latest.current.report) } : {}) });
    },
    [change],
  );

  /** Drops local changes and takes up the note as the server has it now. */
  const reload = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({ queryKey: noteQueryKey(conversationId), staleTime: 0 });
    adopt(fresh as Note);
  }, [queryClient, conversationId, adopt]);

  // Leaving the consultation saves what is pending; closing the tab with unsaved changes asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty.current || inFlight.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (dirty.current) void saveNow();
    };
  }, [saveNow]);

  return {
    report: local.report,
    resolutions: local.resolutions,
    state,
    update,
    resolve,
    saveNow,
    reload,
    baseVersion: () => base.current,
  };
}
export type NoteDraft = ReturnType<typeof useNoteDraft>;
