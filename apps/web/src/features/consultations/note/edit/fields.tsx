import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { domId, useEdit, useField } from './edit-context';
import { ItemMarks } from './item-marks';

/**
 * Text that reads like the report and is edited where it stands: no box until hovered or focused,
 * growing with its content. An emptied field is stored as nothing (null), so the card's fallback shows.
 */
export function InlineText({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={1}
      className={cn(
        'field-sizing-content block min-h-8 w-full resize-none rounded-md border border-transparent bg-transparent px-1.5 py-1 text-sm',
        'placeholder:text-muted-foreground/70 placeholder:italic hover:border-input focus-visible:border-input focus-visible:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

const toText = (v: string) => (v.trim() ? v : null);

/** One text field of the report: its label, the editable text, and its source or flags. */
export function TextField(props: {
  path: string;
  label: string;
  placeholder: string;
  hideLabel?: boolean;
  className?: string;
}) {
  const { idPrefix } = useEdit();
  const [value, set] = useField<string | null>(props.path);
  const id = domId(idPrefix, props.path);
  return (
    <div className={cn('py-0.5', props.className)}>
      <label htmlFor={id} className={cn('text-xs font-medium text-muted-foreground', props.hideLabel && 'sr-only')}>
        {props.label}
      </label>
      <InlineText
        id={id}
        value={value ?? ''}
        placeholder={props.placeholder}
        onChange={(e) => set(toText(e.target.value))}
      />
      {value && <ItemMarks path={props.path} label={props.label} />}
    </div>
  );
}

/** A part of a list item: a text input, or a choice among fixed values. */
export interface PartSpec<T> {
  key: keyof T & string;
  label: string;
  placeholder?: string;
  /** value → label; the empty value means none */
  options?: readonly (readonly [string, string])[];
  /** the contract requires a string here (a name, a substance): kept as typed, never null */
  required?: boolean;
  className?: string;
}

export function ItemPart<T extends object>({
  item,
  spec,
  id,
  onChange,
}: {
  item: T;
  spec: PartSpec<T>;
  id: string;
  onChange(item: T): void;
}) {
  const value = (item[spec.key] as string | null) ?? '';
  const set = (v: string) =>
    onChange({ ...item, [spec.key]: spec.required ? v : spec.options ? v || null : toText(v) });
  return (
    <div className={cn('min-w-0', spec.className)}>
      <label htmlFor={id} className="sr-only">
        {spec.label}
      </label>
      {spec.options ? (
        <NativeSelect id={id} value={value} onChange={(e) => set(e.target.value)} className="h-8 w-full px-1.5 text-xs">
          {spec.options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <InlineText
          id={id}
          value={value}
          placeholder={spec.placeholder ?? spec.label}
          onChange={(e) => set(e.target.value)}
        />
      )}
    </div>
  );
}
