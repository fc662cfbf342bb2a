import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredRecording } from './chunk-store';
import { interruptedRecordings, takeRecording } from './registry';

/**
 * The clinician's recordings left unfinished in this browser that `belongs` picks (this patient's,
 * or any on the recorder screen), except the one this page is recording. Their unsent chunks start
 * going to the server at once, before the clinician chooses to resume or finish.
 */
export function useInterruptedRecordings(belongs: (r: StoredRecording) => boolean, current: string | null) {
  const [list, setList] = useState<StoredRecording[]>([]);
  const belongsRef = useRef(belongs);
  useEffect(() => {
    belongsRef.current = belongs;
  });
  const refresh = useCallback(async () => {
    const found = (await interruptedRecordings().catch(() => [])).filter((r) => belongsRef.current(r));
    for (const r of found) await takeRecording(r.id);
    setList(found);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { recordings: list.filter((r) => r.id !== current), refresh };
}
