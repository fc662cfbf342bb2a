import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { domId, useEdit, useField } from './edit-context';
import { InlineText, ItemPart, type PartSpec } from './fields';
import { ItemMarks } from './item-marks';

const iconButton =
  'inline-flex size-7 shrink-0 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-30';

/** Focus moves with the item, so a keyboard user can keep moving or editing it. */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

interface ListFieldProps<T> {
  path: string;
  /** what one item is called ('medication'): Add medication, Remove paracetamol… */
  noun: string;
  /** the card's fallback when the list is empty ('No current medications') */
  empty: string;
  blank: T;
  /** parts of an object item; a list of strings has none */
  parts?: PartSpec<T & object>[];
  /** grid of the parts when the card is wide enough, e.g. '@md:grid-cols-3' */
  grid?: string;
  describe(item: T): string;
}

/** An editable list of the report: items edited in place, added, removed and reordered, with the keyboard too. */
export function ListField<T>({ path, noun, empty, blank, parts, grid, describe }: ListFieldProps<T>) {
  const { idPrefix } = useEdit();
  const [items, set] = useField<T[]>(path);
  const list = items ?? [];
  const itemId = (i: number, part?: string) => domId(idPrefix, `${path}.${i}${part ? `.${part}` : ''}`);
  const move = (i: number, to: number, which: 'up' | 'down') => {
    const next = [...list];
    const [item] = next.splice(i, 1);
    next.splice(to, 0, item!);
    set(next);
    const canGoOn = which === 'up' ? to > 0 : to < list.length - 1;
    focusSoon(`${itemId(to)}-${canGoOn ? which : which === 'up' ? 'down' : 'up'}`);
  };
  // While the newest item is still blank, Add goes back to it instead of adding another, so a
  // double click adds one item and the note never saves a run of empty ones.
  const add = () => {
    const newestIsBlank = list.length > 0 && JSON.stringify(list.at(-1)) === JSON.stringify(blank);
    if (!newestIsBlank) set([...list, structuredClone(blank)]);
    focusSoon(itemId(newestIsBlank ? list.length - 1 : list.length, parts?.[0]?.key));
  };
  return (
    <div>
      {list.length === 0 && <p className="px-1.5 text-sm text-muted-foreground italic">{empty}</p>}
      <ul className="space-y-1">
        {list.map((item, i) => {
          const name = describe(item) || `${noun} ${i + 1}`;
          return (
            <li key={i} className="group rounded-md py-0.5 focus-within:bg-muted/40">
              <div className="flex items-start gap-1">
                <div className={cn('grid min-w-0 flex-1 gap-x-1', grid)}>
                  {parts ? (
                    parts.map((spec) => (
                      <ItemPart
                        key={spec.key}
                        spec={spec}
                        id={itemId(i, spec.key)}
                        item={item as T & object}
                        onChange={(v) => set(list.map((x, k) => (k === i ? v : x)))}
                      />
                    ))
                  ) : (
                    <>
                      <label htmlFor={itemId(i)} className="sr-only">{`${noun} ${i + 1}`}</label>
                      <InlineText
                        id={itemId(i)}
                        value={item as string}
                        placeholder={noun}
                        onChange={(e) => set(list.map((x, k) => (k === i ? (e.target.value as T) : x)))}
                      />
                    </>
                  )}
                </div>
                <div className="flex shrink-0 items-center opacity-70 group-focus-within:opacity-100 group-hover:opacity-100">
                  <button
                    type="button"
                    id={`${itemId(i)}-up`}
                    className={iconButton}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1, 'up')}
                    aria-label={`Move ${name} up`}
                  >
                    <ArrowUp className="size-3.5" />
                  </button>
                  <button
                    type="button"
                    id={`${itemId(i)}-down`}
                    className={iconButton}
                    disabled={i === list.length - 1}
                    onClick={() => move(i, i + 1, 'down')}
                    aria-label={`Move ${name} down`}
                  >
                    <ArrowDown className="size-3.5" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => set(list.filter((_, k) => k !== i))}
                    aria-label={`Remove ${name}`}
                  >
                    <X className="size-3.5" />
                  </button>
                </div>
              </div>
              <div className="px-1.5">
                <ItemMarks path={`${path}.${i}`} label={name} />
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={add}
        className="mt-1 inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Plus className="size-3.5" aria-hidden /> Add {noun}
      </button>
    </div>
  );
}
