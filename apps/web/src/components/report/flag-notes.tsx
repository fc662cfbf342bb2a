import { isOffered, type ReportFlag } from '@asha/contracts';
import { AlertTriangle, FileSearch, PenLine } from 'lucide-react';
import { covers, itemFlagsAt, segmentIdsFor, useAnnotations, type CardId, cardOfFlag } from './annotations';

export const UNSUPPORTED_TEXT = 'Possibly invented — not found in the transcript';

/**
 * What a flag note says: the checker's reason when it gave one ("Patient denied chest pain"). Every
 * kind is handled here: a kind added to the contract fails compilation until it is.
 */
export function flagMessage(f: ReportFlag): string {
  switch (f.kind) {
    case 'omitted':
      return `Possibly omitted: ${f.text}${f.reason ? ` — ${f.reason}` : ''}`;
    // Said in the consultation, but the writer was not sure enough of it to put it in the note.
    case 'said':
      return `Said, not in the note: ${f.text}`;
    case 'contradicted':
      return `Contradicts the transcript — ${f.reason ?? 'the consultation says otherwise'}`;
    // A dose that cannot be right whatever was said: the reason starts "Check dose:" and says why.
    case 'implausible':
      return f.reason ?? 'Check dose: unusual for an adult';
    case 'unsupported':
      return f.reason ? `Possibly invented — ${f.reason}` : UNSUPPORTED_TEXT;
  }
}

/** Flags whose turns show what is wrong (what was said instead, or the dose as said): they link to them. */
export const showsTurns = (f: ReportFlag) => f.kind === 'contradicted' || f.kind === 'implausible';

/** Opens the transcript words behind an item. Shown only when the host can show them. */
export function SourceButton({ segmentIds, label }: { segmentIds: string[]; label: string }) {
  const { onEvidenceClick } = useAnnotations();
  if (!onEvidenceClick || segmentIds.length === 0) return null;
  return (
    <button
      type="button"
      className="ml-1.5 inline-flex items-center gap-0.5 rounded border border-border px-1 text-[11px] font-medium text-primary hover:bg-accent"
      aria-label={`Show the source of ${label}`}
      onClick={() => onEvidenceClick(segmentIds)}
    >
      <FileSearch className="size-3" aria-hidden />
      source
    </button>
  );
}

/** An item the clinician wrote or changed: theirs, not the transcript's. */
export function ClinicianMark() {
  return (
    <span
      className="ml-1.5 inline-flex items-center gap-0.5 rounded bg-sky-50 px-1 text-[11px] font-medium text-sky-900"
      title="Written or changed by the clinician"
    >
      <PenLine className="size-3" aria-hidden />
      clinician
    </span>
  );
}

function FlagNote({ children }: { children: React.ReactNode }) {
  return (
    <span
      role="note"
      className="ml-1.5 inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 text-xs font-medium text-amber-900"
    >
      <AlertTriangle className="size-3 shrink-0" aria-hidden />
      {children}
    </span>
  );
}

/** Evidence of one report item and the flags on it, each with its reason and the turn that contradicts it. */
export function ItemNotes({ path, label }: { path: string; label: string }) {
  const { evidence, flags, authored = [] } = useAnnotations();
  if (authored.some((a) => covers(a, path) || covers(path, a))) return <ClinicianMark />;
  const own = itemFlagsAt(flags, path);
  // Without reasons (older reports) one note says it; with reasons each says what is wrong.
  const shown = own.some((f) => f.reason) ? own : own.slice(0, 1);
  return (
    <>
      <SourceButton segmentIds={segmentIdsFor(evidence, path)} label={label} />
      {shown.map((f, i) => (
        <span key={`${f.kind}-${f.claim ?? ''}-${i}`}>
          <FlagNote>{flagMessage(f)}</FlagNote>
          {showsTurns(f) && <SourceButton segmentIds={f.segmentIds} label={`${label}: ${f.reason ?? ''}`} />}
        </span>
      ))}
    </>
  );
}

/**
 * Card-level flags: omissions of the card's section, and invented items the card has no row for
 * (so no flag is ever dropped silently).
 */
export function CardFlags({ card, itemPaths }: { card: CardId; itemPaths: string[] }) {
  const { flags } = useAnnotations();
  const shown = flags.filter((f) => cardOfFlag(f) === card && !placedOnItem(f, itemPaths));
  if (shown.length === 0) return null;
  return <FlagList flags={shown} />;
}

/** `showPath`: for flags no card can hold (e.g. `patientInfo.age`), the path says what the text is. */
export function FlagList({ flags, showPath = false }: { flags: ReportFlag[]; showPath?: boolean }) {
  return (
    <ul className="mt-3 space-y-1 border-t pt-2">
      {flags.map((f, i) => (
        <li key={`${f.kind}-${f.path ?? ''}-${i}`}>
          <FlagNote>
            {isOffered(f) ? flagMessage(f) : `${flagMessage(f)}: ${f.text}`}
            {showPath && f.path ? ` (${f.path})` : ''}
          </FlagNote>
          <SourceButton segmentIds={f.segmentIds} label={f.text} />
        </li>
      ))}
    </ul>
  );
}

function placedOnItem(flag: ReportFlag, itemPaths: string[]): boolean {
  if (isOffered(flag) || !flag.path) return false;
  return itemPaths.some((p) => covers(p, flag.path!));
}
