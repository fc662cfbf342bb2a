import type { ReportFlag } from '@asha/contracts';
import { AlertTriangle, FileSearch } from 'lucide-react';
import { covers, segmentIdsFor, unsupportedAt, useAnnotations, type CardId, cardOfFlag } from './annotations';

export const UNSUPPORTED_TEXT = 'Possibly invented — not found in the transcript';

/** Issue #8, evidence: opens the transcript words behind an item. Shown only when the host can show them. */
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

function FlagNote({ children }: { children: React.ReactNode }) {
  return (
    <span role="note" className="ml-1.5 inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 text-xs font-medium text-amber-900">
      <AlertTriangle className="size-3 shrink-0" aria-hidden />
      {children}
    </span>
  );
}

/** Evidence and "possibly invented" flags of one report item (issue #8, items 3-4). */
export function ItemNotes({ path, label }: { path: string; label: string }) {
  const { evidence, flags } = useAnnotations();
  const unsupported = unsupportedAt(flags, path);
  return (
    <>
      <SourceButton segmentIds={segmentIdsFor(evidence, path)} label={label} />
      {unsupported.length > 0 && <FlagNote>{UNSUPPORTED_TEXT}</FlagNote>}
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
            {f.kind === 'omitted' ? `Possibly omitted: ${f.text}` : `${UNSUPPORTED_TEXT}: ${f.text}`}
            {showPath && f.path ? ` (${f.path})` : ''}
          </FlagNote>
          <SourceButton segmentIds={f.segmentIds} label={f.text} />
        </li>
      ))}
    </ul>
  );
}

function placedOnItem(flag: ReportFlag, itemPaths: string[]): boolean {
  if (flag.kind !== 'unsupported' || !flag.path) return false;
  return itemPaths.some((p) => covers(p, flag.path!));
}
