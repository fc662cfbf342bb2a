import type { ReportFlag, ReportFlagKind } from '@asha/contracts';
import { MessageSquareText, Plus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { cardForSection, type CardId } from './annotations';
import { CARD_ORDER, CARD_TITLE } from './card-titles';
import { SourceButton } from './flag-notes';

export const SAID_TITLE = 'Said, not in the note';

/** What was said but left out of the note: offered in a panel of its own, never under a card as a warning. */
export const isSaid = (f: { kind: ReportFlagKind }) => f.kind === 'said';

/** The card a said statement would go in; patient details, and sections no card knows, have a group of their own. */
type Group = CardId | 'patientInfo' | 'other';
const GROUP_ORDER: Group[] = ['patientInfo', ...CARD_ORDER, 'other'];
const GROUP_TITLE: Record<Group, string> = { patientInfo: 'Patient Details', ...CARD_TITLE, other: 'Other' };
const groupOf = (f: ReportFlag): Group =>
  cardForSection(f.section) ?? (f.section === 'patientInfo' ? 'patientInfo' : 'other');

/**
 * Everything said in the consultation that the writer was not sure enough of to put in the note,
 * grouped by the card it would go in, each with its source. `onAdd` (a note being edited) puts one
 * in its section in one click; without it (a signed note, a report read elsewhere) they are only shown.
 */
export function SaidPanel<F extends ReportFlag>({ flags, onAdd }: { flags: F[]; onAdd?: (flag: F) => void }) {
  const said = flags.filter(isSaid);
  if (said.length === 0) return null;
  const groups = GROUP_ORDER.map((g) => ({ g, items: said.filter((f) => groupOf(f) === g) })).filter(
    ({ items }) => items.length > 0,
  );
  return (
    <section
      aria-label={SAID_TITLE}
      className="min-w-0 rounded-lg border border-sky-200 bg-sky-50/60 p-4 text-sm md:col-span-2"
    >
      <h2 className="flex items-center gap-1.5 text-base font-semibold">
        <MessageSquareText className="size-4 shrink-0 text-sky-700" aria-hidden />
        {SAID_TITLE}
      </h2>
      <p className="mt-0.5 text-xs text-muted-foreground">
        Said in the consultation, but the writer was not sure enough of it to put it in the note.
        {onAdd ? ' Check the source and add what is right.' : ''}
      </p>
      {groups.map(({ g, items }) => (
        <div key={g}>
          <h3 className="mt-3 mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {GROUP_TITLE[g]}
          </h3>
          <ul className="space-y-1">
            {items.map((f, i) => (
              <SaidItem key={`${f.section ?? ''}-${f.text}-${i}`} flag={f} onAdd={onAdd} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

const addButton =
  'inline-flex h-6 items-center gap-0.5 rounded border border-sky-300 bg-background px-1.5 text-[11px] font-medium text-sky-900 ' +
  'hover:bg-sky-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function SaidItem<F extends ReportFlag>({ flag, onAdd }: { flag: F; onAdd?: (flag: F) => void }) {
  // The second click of a double click would land on the offer that moved up under the pointer.
  const add = (e: MouseEvent) => {
    if (e.detail <= 1) onAdd?.(flag);
  };
  return (
    <li className="flex flex-wrap items-center gap-x-1.5 gap-y-1 rounded border border-sky-100 bg-background px-2 py-1.5">
      <span className="min-w-0 flex-1 basis-48 break-words">{flag.text}</span>
      <span className="flex shrink-0 items-center gap-1.5">
        <SourceButton segmentIds={flag.segmentIds} label={flag.text} />
        {onAdd && (
          <button type="button" className={addButton} onClick={add} aria-label={`Add ${flag.text} to the note`}>
            <Plus className="size-3" aria-hidden />
            Add to note
          </button>
        )}
      </span>
    </li>
  );
}
