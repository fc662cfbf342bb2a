import type { NoteStatement, RxRow, TypedNote, TypedNoteSection } from '@asha/contracts';
import type { NoteLine } from '../sections.js';

/** Statements run on: a sentence after a sentence with a space, items after items with a semicolon. */
function runOn(texts: string[]): string {
  return texts.reduce((out, t) => (out === '' ? t : /[.!?]$/.test(out) ? `${out} ${t}` : `${out}; ${t}`), '');
}

/** Consecutive statements under one label become one group ('Father: Stroke; Hypertension'). */
function groups(statements: NoteStatement[]): Array<{ label?: string; texts: string[] }> {
  const out: Array<{ label?: string; texts: string[] }> = [];
  for (const s of statements) {
    const last = out.at(-1);
    if (s.label && last?.label === s.label) last.texts.push(s.text);
    else out.push({ ...(s.label ? { label: s.label } : {}), texts: [s.text] });
  }
  return out;
}

const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/**
 * A section's statements as the lines every export shows: a list section one line per statement
 * (a label's statements on one line), a prose or free section one paragraph. An Rx table's rows are
 * drawn by each format; the lines of a prescription section are the medicines it stops.
 */
export function sectionLines(s: TypedNoteSection): NoteLine[] {
  const g = groups(s.statements);
  if (s.show === 'prose' || s.show === 'free') {
    const text = g.map((x) => sentence(x.label ? `${x.label}: ${runOn(x.texts)}` : runOn(x.texts))).join(' ');
    return text ? [{ text }] : [];
  }
  return g.flatMap((x): NoteLine[] =>
    x.label ? [{ label: x.label, text: runOn(x.texts) }] : x.texts.map((text) => ({ text, bullet: true })),
  );
}

/** A section is shown when it holds anything: statements or Rx rows. */
export const shownSections = (note: TypedNote) => note.sections.filter((s) => s.statements.length || s.rows.length);

const ACTION_NOTE = {
  start: null,
  continue: 'continue',
  change: 'dose changed',
  stop: 'stop',
  restart: 'restart',
} as const;

/** The Rx table's header and a row's cells: empty where the consultation did not say. */
export const RX_HEADER = ['Medicine', 'Strength', 'Schedule', 'Food', 'Days'] as const;

export function rxCells(r: RxRow): string[] {
  return [r.drug, r.strength ?? '', r.schedule ?? '', r.food ?? '', r.days ?? ''];
}

/** What a row says beyond its columns: the order's action when not a new start, and the rest of what was said. */
export function rxRemark(r: RxRow): string | null {
  const parts = [ACTION_NOTE[r.action], r.note].filter((p): p is string => !!p);
  return parts.length ? parts.join('; ') : null;
}

/** A row as one line of text: '1. Paracetamol 650 mg — 1-1-1 — after food — 3 days'; what was not said is left out. */
export function rxLine(r: RxRow, i: number): string {
  const [drug, ...cols] = rxCells(r);
  const main = [[drug, cols[0]].filter(Boolean).join(' '), ...cols.slice(1).filter(Boolean)].join(' — ');
  const remark = rxRemark(r);
  return `${i + 1}. ${main}${remark ? ` (${remark})` : ''}`;
}
