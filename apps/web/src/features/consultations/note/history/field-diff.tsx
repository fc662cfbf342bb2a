import type { FieldChange } from '@asha/contracts';
import { cn } from '@/lib/utils';

/** One item of a field as a line of text: 'paracetamol · 500 mg · For: fever', 'penicillin → rash'. */
export function itemText(item: unknown): string {
  if (item === null || item === undefined || item === '') return '';
  if (typeof item !== 'object') return String(item);
  const o = item as Record<string, unknown>;
  if ('substance' in o) return [o.substance, o.reaction].filter(Boolean).join(' → ');
  if ('diagnosis' in o)
    return `${String(o.diagnosis)}${o.certainty ? ` (${String(o.certainty)})` : ''}${o.rationale ? ` — ${String(o.rationale)}` : ''}`;
  if ('system' in o) return `${String(o.system)}: ${String(o.findings)}`;
  if ('indication' in o)
    return [o.name, o.dosage, o.indication ? `For: ${String(o.indication)}` : null].filter(Boolean).join(' · ');
  if ('instructions' in o)
    return [o.name, o.instructions, o.action ? `(${String(o.action)})` : null].filter(Boolean).join(' · ');
  return Object.values(o).filter(Boolean).map(String).join(' · ');
}

/** A field's value as lines: one for a text, one per item of a list, one per relative of a map. */
export function valueLines(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(itemText).filter(Boolean);
  if (value && typeof value === 'object')
    return Object.entries(value).map(([k, v]) => `${k}: ${(v as string[]).join(', ')}`);
  const t = itemText(value);
  return t ? [t] : [];
}

function Lines({ lines, other, tone }: { lines: string[]; other: Set<string>; tone: 'removed' | 'added' }) {
  if (lines.length === 0) return <span className="text-muted-foreground italic">empty</span>;
  return (
    <ul className="space-y-0.5">
      {lines.map((l, i) => (
        <li
          key={i}
          className={cn(
            !other.has(l) && tone === 'removed' && 'bg-red-50 text-red-900 line-through decoration-red-400',
            !other.has(l) && tone === 'added' && 'bg-emerald-50 text-emerald-900',
          )}
        >
          {l}
        </li>
      ))}
    </ul>
  );
}

/** Field by field: what the earlier version said, and what this one says, with removed and added lines marked. */
export function FieldDiff({ changes, from, to }: { changes: FieldChange[]; from: number; to: number }) {
  if (changes.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No field changed between version {from} and version {to}.
      </p>
    );
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="field-diff">
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground">
          <th className="w-1/4 py-1 pr-2 font-medium">Field</th>
          <th className="py-1 pr-2 font-medium">Version {from}</th>
          <th className="py-1 font-medium">Version {to}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => {
          const before = valueLines(c.before);
          const after = valueLines(c.after);
          return (
            <tr key={c.field.key} className="border-b align-top">
              <th scope="row" className="py-1.5 pr-2 text-left font-medium break-words">
                {c.field.label}
              </th>
              <td className="py-1.5 pr-2 break-words">
                <Lines lines={before} other={new Set(after)} tone="removed" />
              </td>
              <td className="py-1.5 break-words">
                <Lines lines={after} other={new Set(before)} tone="added" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
