import type { Note } from '@asha/contracts';
import { useState } from 'react';
import { NativeSelect } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { NoteTypeOptions } from '@/components/note-types/note-type-options';
import { useNoteTypes } from '@/lib/note-types';
import type { NoteActions } from '../use-note-actions';

export type NoteView = 'note' | 'fields';

const VIEW_KEY = 'asha.note-view';

/**
 * Whether the note is read in its type or its fields edited. Kept for the browser tab, so the view
 * stays as chosen when the screen's layout changes (a phone turned) or another consultation is opened.
 */
export function useNoteView(): [NoteView, (v: NoteView) => void] {
  const [view, setView] = useState<NoteView>(() => (sessionStorage.getItem(VIEW_KEY) === 'note' ? 'note' : 'fields'));
  return [
    view,
    (v) => {
      sessionStorage.setItem(VIEW_KEY, v);
      setView(v);
    },
  ];
}

/**
 * The note type the note is shown and exported in, and whether it is read in that type or its
 * fields edited. Choosing a type makes a new version; a signed note keeps its type (amend to change it).
 */
export function NoteTypeBar({
  note,
  actions,
  view,
  onView,
}: {
  note: Note;
  actions: NoteActions;
  view: NoteView;
  onView(v: NoteView): void;
}) {
  const types = useNoteTypes();
  const signed = note.status === 'signed';
  const current = note.current.noteType;
  const choose = async (id: string) => {
    if (id !== current && (await actions.chooseType(id))) onView('note');
  };
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" data-testid="note-type-bar">
      <label htmlFor={`note-type-${note.conversationId}`} className="text-sm font-medium">
        Note type
      </label>
      <NativeSelect
        id={`note-type-${note.conversationId}`}
        className="h-9 min-w-48"
        value={current}
        disabled={signed || actions.busy !== null}
        title={signed ? 'A signed note keeps its type: amend it to show it in another type' : undefined}
        onChange={(e) => void choose(e.target.value)}
      >
        <NoteTypeOptions types={types} current={current} />
      </NativeSelect>
      <div role="group" aria-label="Show" className="ml-auto inline-flex rounded-md border p-0.5">
        {(['note', 'fields'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'secondary' : 'ghost'}
            aria-pressed={view === v}
            className="h-7"
            onClick={() => onView(v)}
          >
            {v === 'note' ? 'Note' : signed ? 'Report' : 'Edit fields'}
          </Button>
        ))}
      </div>
    </div>
  );
}
