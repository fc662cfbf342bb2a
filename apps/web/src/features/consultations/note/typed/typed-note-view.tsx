import type { NoteStatement, ReportFlag, RxRow, TypedNote, TypedNoteSection } from '@asha/contracts';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { covers, flagMessage } from '@/components/report';

type OnEvidence = ((ids: string[]) => void) | undefined;

/** What a statement of the note needs besides itself: where its evidence opens, and the open flags of the note. */
interface Marks {
  onEvidence: OnEvidence;
  flags: ReportFlag[];
}

/** Why the checker questions a statement, beside it, so the note read in its type shows what to check. */
function FlagMarks({ paths, flags }: { paths: string[]; flags: ReportFlag[] }) {
  const on = flags.filter((f) => f.path !== undefined && paths.some((p) => covers(p, f.path!)));
  return on.map((f, i) => (
    <span
      key={i}
      role="note"
      className="mx-1 inline-flex items-baseline gap-1 rounded bg-amber-50 px-1 text-xs text-amber-900"
    >
      <AlertTriangle className="size-3 shrink-0 self-center" aria-hidden />
      {flagMessage(f)}
    </span>
  ));
}

/** A statement's words; a statement resting on what was said opens those lines of the transcript. */
function Said({
  s,
  onEvidence,
  children,
}: {
  s: { segmentIds: string[] };
  onEvidence: OnEvidence;
  children: ReactNode;
}) {
  if (!onEvidence || s.segmentIds.length === 0) return <>{children}</>;
  return (
    <button
      type="button"
      className="text-left underline decoration-dotted decoration-muted-foreground/60 underline-offset-4 hover:decoration-foreground"
      title="Show where this was said in the transcript"
      onClick={() => onEvidence(s.segmentIds)}
    >
      {children}
    </button>
  );
}

function Statement({ s, marks }: { s: NoteStatement; marks: Marks }) {
  return (
    <>
      <Said s={s} onEvidence={marks.onEvidence}>
        {s.label && <span className="font-medium">{s.label}: </span>}
        {s.text}
      </Said>
      <FlagMarks paths={s.paths} flags={marks.flags} />
    </>
  );
}

const RX_COLUMNS: { key: keyof Pick<RxRow, 'strength' | 'schedule' | 'food' | 'days'>; title: string }[] = [
  { key: 'strength', title: 'Strength' },
  { key: 'schedule', title: 'Schedule' },
  { key: 'food', title: 'Food' },
  { key: 'days', title: 'Days' },
];

/** The Rx table: one row per medicine ordered, a column left blank when it was not said. */
function RxTable({ rows, onEvidence }: { rows: RxRow[]; onEvidence: OnEvidence }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="rx-table">
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th className="py-1 pr-3 font-medium">Drug</th>
            {RX_COLUMNS.map((c) => (
              <th key={c.key} className="py-1 pr-3 font-medium">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-b align-top last:border-0">
              <td className="py-1.5 pr-3 font-medium">
                <Said s={r} onEvidence={onEvidence}>
                  {r.drug}
                </Said>
                {r.note && <span className="block text-xs font-normal text-muted-foreground">{r.note}</span>}
              </td>
              {RX_COLUMNS.map((c) => (
                <td key={c.key} className="py-1.5 pr-3 whitespace-nowrap">
                  {r[c.key] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ section: s, marks }: { section: TypedNoteSection; marks: Marks }) {
  const empty = s.statements.length === 0 && s.rows.length === 0;
  const prose = s.show === 'prose' || s.show === 'free';
  return (
    <section aria-labelledby={`typed-${s.id}`} className="border-b py-3 last:border-0" data-section={s.id}>
      <h3 id={`typed-${s.id}`} className="mb-1.5 text-sm font-semibold tracking-wide text-foreground uppercase">
        {s.title}
      </h3>
      {empty && <p className="text-sm text-muted-foreground">Nothing recorded.</p>}
      {s.rows.length > 0 && <RxTable rows={s.rows} onEvidence={marks.onEvidence} />}
      {prose ? (
        <p className="text-sm leading-relaxed">
          {s.statements.map((x, i) => (
            <span key={i}>
              {i > 0 && ' '}
              <Statement s={x} marks={marks} />
            </span>
          ))}
        </p>
      ) : (
        s.statements.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-5 text-sm">
            {s.statements.map((x, i) => (
              <li key={i}>
                <Statement s={x} marks={marks} />
              </li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}

/**
 * A note of one type as the clinician reads it: every section of the type in its order, empty ones
 * said so; a statement the checker questions (`flags`: those still open) says why beside it.
 */
export function TypedNoteView({
  note,
  onEvidenceClick,
  flags = [],
}: {
  note: TypedNote;
  onEvidenceClick?: (ids: string[]) => void;
  flags?: ReportFlag[];
}) {
  const marks = { onEvidence: onEvidenceClick, flags };
  return (
    <article aria-label={note.template.name} className="rounded-md border bg-card px-4 py-1" data-testid="typed-note">
      {note.sections.map((s) => (
        <Section key={s.id} section={s} marks={marks} />
      ))}
    </article>
  );
}
