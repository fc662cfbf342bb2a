import { flagKey, isOffered } from '@asha/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isSaid, ReportCards, SAID_TITLE } from '@/components/report';
import { NoteCards } from './edit/note-cards';
import { HistoryDialog } from './history/history-dialog';
import { isRegenerating, type NoteSession } from './note-session';
import { NoteToolbar } from './note-toolbar';
import { NoteTypeBar, useNoteView } from './typed/note-type-bar';
import { TypedNotePanel } from './typed/typed-note-panel';
import { WriterLine } from './writer-line';

type Ready = Extract<NoteSession, { state: 'ready' }>;

/**
 * The report tab of a consultation with a note: read in its note type, or its fields edited in place while it is a draft (saving itself,
 * Ctrl/Cmd+S at once), read-only once signed or while it is being regenerated.
 */
export function NoteEditor({
  session,
  conversationId,
  onEvidenceClick,
}: {
  session: Ready;
  conversationId: string;
  onEvidenceClick?: (ids: string[]) => void;
}) {
  const { note, draft, actions } = session;
  const [history, setHistory] = useState(false);
  const [view, setView] = useNoteView();
  const locked = note.status === 'signed' || isRegenerating(note);
  const { saveNow } = draft;

  useEffect(() => {
    if (locked) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void saveNow();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [locked, saveNow]);

  const readOnly = useMemo(() => {
    if (!locked) return null;
    // An offer the clinician added or left out is settled: a locked note no longer shows it.
    const settled = new Set(note.current.resolutions.map((r) => r.key));
    return {
      ...note.current,
      flags: note.current.flags.filter((f) => !(isOffered(f) && settled.has(flagKey(f)))),
    };
  }, [locked, note]);
  const root = useRef<HTMLDivElement>(null);
  const settled = new Set((locked ? note.current.resolutions : draft.resolutions).map((r) => r.key));
  const said = note.current.flags.filter((f) => isSaid(f) && !settled.has(flagKey(f))).length;
  const showSaid = () =>
    root.current
      ?.querySelector(`[aria-label="${SAID_TITLE}"]`)
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  return (
    <div className="p-1" ref={root}>
      <NoteToolbar note={note} draft={draft} actions={actions} onHistory={() => setHistory(true)} />
      <WriterLine engine={note.current.patientReport.metadata.engine} said={said} onShowSaid={showSaid} />
      <NoteTypeBar
        note={note}
        actions={actions}
        view={view}
        onView={(v) => {
          // The note view shows the saved version: what is being typed is saved first.
          if (v === 'note' && !locked) void saveNow();
          setView(v);
        }}
      />
      {view === 'note' ? (
        <TypedNotePanel note={note} onEvidenceClick={onEvidenceClick} />
      ) : readOnly ? (
        <ReportCards value={readOnly} onEvidenceClick={onEvidenceClick} authored={note.current.authored} />
      ) : (
        <NoteCards
          report={draft.report}
          update={draft.update}
          resolve={draft.resolve}
          resolutions={draft.resolutions}
          version={note.current}
          idPrefix={`note-${conversationId.slice(0, 8)}`}
          onEvidenceClick={onEvidenceClick}
        />
      )}
      {history && (
        <HistoryDialog
          conversationId={conversationId}
          note={note}
          actions={actions}
          onClose={() => setHistory(false)}
        />
      )}
    </div>
  );
}
