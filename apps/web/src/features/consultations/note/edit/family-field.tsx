import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { domId, useEdit, useField } from './edit-context';
import { InlineText } from './fields';
import { ItemMarks } from './item-marks';

type Family = Record<string, string[]>;

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A comma-separated list typed freely: the text is the clinician's while they type, the list is what is saved. */
function CommaList({
  id,
  list,
  onChange,
  label,
}: {
  id: string;
  list: string[];
  onChange(list: string[]): void;
  label: string;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <InlineText
        id={id}
        value={text ?? list.join(', ')}
        placeholder="conditions, separated by commas"
        onFocus={() => setText(list.join(', '))}
        onBlur={() => setText(null)}
        onChange={(e) => {
          setText(e.target.value);
          onChange(splitList(e.target.value));
        }}
      />
    </>
  );
}

/** Family history: each relative with their conditions; relatives added, renamed and removed. */
export function FamilyField() {
  const { idPrefix } = useEdit();
  const [family, set] = useField<Family>('familyHistory');
  const entries = Object.entries(family ?? {});
  const write = (next: [string, string[]][]) => set(Object.fromEntries(next));
  return (
    <div>
      {entries.length === 0 && <p className="px-1.5 text-sm text-muted-foreground italic">N/A</p>}
      <ul className="space-y-1">
        {entries.map(([relation, conditions], i) => {
          const id = domId(idPrefix, `familyHistory.${i}`);
          return (
            <li key={i} className="rounded-md py-0.5 focus-within:bg-muted/40">
              <div className="flex items-start gap-1">
                <div className="grid min-w-0 flex-1 gap-x-1 @md:grid-cols-[8rem_1fr]">
                  <label htmlFor={`${id}-relation`} className="sr-only">{`Relative ${i + 1}`}</label>
                  <InlineText
                    id={`${id}-relation`}
                    value={relation}
                    placeholder="relative"
                    className="font-medium"
                    onChange={(e) => write(entries.map((x, k) => (k === i ? [e.target.value, x[1]] : x)))}
                  />
                  <CommaList
                    id={`${id}-conditions`}
                    label={`Conditions of ${relation || 'the relative'}`}
                    list={conditions}
                    onChange={(l) => write(entries.map((x, k) => (k === i ? [x[0], l] : x)))}
                  />
                </div>
                <button
                  type="button"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => write(entries.filter((_, k) => k !== i))}
                  aria-label={`Remove ${relation || 'this relative'}`}
                >
                  <X className="size-3.5" />
                </button>
              </div>
              <div className="px-1.5">
                <ItemMarks path={`familyHistory.${relation}`} label={relation} />
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => write([...entries, ['', []]])}
        className="mt-1 inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Plus className="size-3.5" aria-hidden /> Add relative
      </button>
    </div>
  );
}
