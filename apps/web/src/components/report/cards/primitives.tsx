import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CardId } from '../annotations';
import { CardFlags, ItemNotes } from '../flag-notes';

/** One report card; its omission flags and unplaced invented-item flags sit at its foot. */
export function ReportCard(props: {
  title: string;
  card: CardId;
  itemPaths?: string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-label={props.title} className={props.className}>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{props.title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {props.children}
        <CardFlags card={props.card} itemPaths={props.itemPaths ?? []} />
      </CardContent>
    </Card>
  );
}

export function Fallback({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground italic">{children}</p>;
}

/** "Label: value" with the item's evidence and flags; `—` where nothing was recorded. */
export function Field({ label, value, path }: { label: string; value: string | null; path: string }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-1.5 py-0.5">
      <span className="font-medium text-muted-foreground">{label}:</span>
      <span>{value ?? '—'}</span>
      {value && <ItemNotes path={path} label={label} />}
    </div>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <h3 className="mt-3 mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase first:mt-0">
      {children}
    </h3>
  );
}

/** A bullet list whose items are addressed as `${basePath}.${index}` by evidence and flags. */
export function PathList({ items, basePath }: { items: string[]; basePath: string }) {
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>
          {item}
          <ItemNotes path={`${basePath}.${i}`} label={item} />
        </li>
      ))}
    </ul>
  );
}

export const indexPaths = (basePath: string, items: readonly unknown[]) => items.map((_, i) => `${basePath}.${i}`);

/** `livingSituation` → `Living Situation` */
export function humanize(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
