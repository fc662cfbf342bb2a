import { flagKey, isOffered, type ReportFlag } from '@asha/contracts';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardForSection, flagMessage, isSaid, SourceButton, type CardId } from '@/components/report';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { addOmission } from '../omissions';
import { useEdit } from './edit-context';

const action =
  'inline-flex h-6 items-center rounded border bg-background px-1.5 text-[11px] font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** One omission the checker found for this card: added to the note in one click, or left out. */
function Omission({ flag }: { flag: ReportFlag }) {
  const { resolve } = useEdit();
  const key = flagKey(flag);
  return (
    <li
      role="note"
      className="flex flex-wrap items-center gap-1.5 rounded bg-amber-50 px-1.5 py-1 text-xs text-amber-900"
    >
      <AlertTriangle className="size-3 shrink-0" aria-hidden />
      <span>{flagMessage(flag)}</span>
      <SourceButton segmentIds={flag.segmentIds} label={flag.text} />
      <button
        type="button"
        className={action}
        onClick={() => resolve({ key, action: 'add' }, (r) => addOmission(r, flag))}
        aria-label={`Add ${flag.text} to the note`}
      >
        Add to note
      </button>
      <button
        type="button"
        className={action}
        onClick={() => resolve({ key, action: 'keep' })}
        aria-label={`Leave ${flag.text} out of the note`}
      >
        Leave out
      </button>
    </li>
  );
}

/** Omissions of a card's sections that the clinician has not yet added or left out (what was said has its own panel). */
export function openOmissions(flags: ReportFlag[], resolved: Set<string>, card: CardId | null): ReportFlag[] {
  return flags.filter(
    (f) => isOffered(f) && !isSaid(f) && cardForSection(f.section) === card && !resolved.has(flagKey(f)),
  );
}

/** A card of the note being edited: the same title as the report viewer's, its omissions at its foot. */
export function EditCard({
  title,
  card,
  className,
  children,
}: {
  title: string;
  card: CardId;
  className?: string;
  children: ReactNode;
}) {
  const { version, resolutions } = useEdit();
  const omissions = openOmissions(version.flags, new Set(resolutions.map((r) => r.key)), card);
  return (
    <Card role="region" aria-label={title} className={className}>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="@container text-sm">
        {children}
        {omissions.length > 0 && (
          <ul className="mt-3 space-y-1 border-t pt-2">
            {omissions.map((f) => (
              <Omission key={flagKey(f)} flag={f} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <h3 className="mt-3 mb-0.5 px-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase first:mt-0">
      {children}
    </h3>
  );
}
