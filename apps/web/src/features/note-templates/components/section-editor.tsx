import type { NoteFact, NoteShow, NoteTemplateSection } from '@asha/contracts';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FACTS, factLabel, SHOW_LABELS } from '../fact-labels';
import type { Problems } from '../problems';

export type SectionMove = 'up' | 'down' | 'remove';

/** A problem under its field, tied to it for screen readers. */
function FieldProblem({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="text-sm text-destructive">
      {text}
    </p>
  ) : null;
}

/**
 * One section of a template: its title, what it holds (report facts), how it shows them and the
 * instruction a language model is given; moved up or down and removed with buttons, so the order
 * is changed from the keyboard as well.
 */
export function SectionEditor({
  section,
  index,
  count,
  problems,
  onChange,
  onMove,
}: {
  section: NoteTemplateSection;
  index: number;
  count: number;
  problems: Problems;
  onChange(next: NoteTemplateSection): void;
  onMove(how: SectionMove): void;
}) {
  const key = (f: string) => `section-${section.id}-${f}`;
  const problem = (f: string) => problems[`${index}.${f}`];
  const name = section.title.trim() || `section ${index + 1}`;
  const toggle = (f: NoteFact, on: boolean) =>
    onChange({ ...section, from: on ? [...section.from, f] : section.from.filter((x) => x !== f) });
  const setShow = (show: NoteShow) =>
    onChange({ ...section, show, ...(show === 'prescription' ? { from: ['medicationOrders'] as NoteFact[] } : {}) });
  const rx = section.show === 'prescription';
  return (
    <li className="rounded-lg border bg-card p-3 sm:p-4" aria-label={`Section ${index + 1}: ${name}`}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <label htmlFor={key('title')} className="text-sm font-medium">
            Section {index + 1} title
          </label>
          <Input
            id={key('title')}
            value={section.title}
            maxLength={80}
            aria-invalid={!!problem('title')}
            aria-describedby={problem('title') ? key('title-problem') : undefined}
            onChange={(e) => onChange({ ...section, title: e.target.value })}
          />
        </div>
        <div className="flex gap-1">
          <Button
            id={key('up')}
            type="button"
            variant="outline"
            size="icon"
            disabled={index === 0}
            aria-label={`Move ${name} up`}
            onClick={() => onMove('up')}
          >
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button
            id={key('down')}
            type="button"
            variant="outline"
            size="icon"
            disabled={index === count - 1}
            aria-label={`Move ${name} down`}
            onClick={() => onMove('down')}
          >
            <ArrowDown className="size-4" aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            disabled={count === 1}
            aria-label={`Remove ${name}`}
            onClick={() => onMove('remove')}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <FieldProblem id={key('title-problem')} text={problem('title')} />
      <div className="mt-3 grid gap-1">
        <label htmlFor={key('show')} className="text-sm font-medium">
          Shown as
        </label>
        <NativeSelect
          id={key('show')}
          className="w-full min-w-0"
          value={section.show}
          onChange={(e) => setShow(e.target.value as NoteShow)}
        >
          {(Object.keys(SHOW_LABELS) as NoteShow[]).map((s) => (
            <option key={s} value={s}>
              {SHOW_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="mt-3" aria-describedby={problem('from') ? key('from-problem') : undefined}>
        <legend className="text-sm font-medium">
          What it holds{rx ? ' (an Rx table holds the medicine orders)' : ''}
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 lg:grid-cols-3">
          {FACTS.map((f) => (
            <label key={f} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0"
                checked={section.from.includes(f)}
                disabled={rx}
                onChange={(e) => toggle(f, e.target.checked)}
              />
              {factLabel(f)}
            </label>
          ))}
        </div>
        <FieldProblem id={key('from-problem')} text={problem('from')} />
      </fieldset>
      <div className="mt-3 grid gap-1">
        <label htmlFor={key('instruction')} className="text-sm font-medium">
          Instruction for the language model
        </label>
        <Textarea
          id={key('instruction')}
          value={section.instruction}
          maxLength={1000}
          rows={2}
          aria-invalid={!!problem('instruction')}
          aria-describedby={problem('instruction') ? key('instruction-problem') : undefined}
          onChange={(e) => onChange({ ...section, instruction: e.target.value })}
        />
        <FieldProblem id={key('instruction-problem')} text={problem('instruction')} />
      </div>
    </li>
  );
}
