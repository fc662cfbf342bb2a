import { cn } from '@/lib/utils';

export interface Figure {
  label: string;
  value: string;
}

/** The marketing figures as a three-column list, shared by the landing and sign-in pages. */
export function FigureGrid({ figures, className }: { figures: readonly Figure[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-3 gap-4', className)}>
      {figures.map((f) => (
        <div key={f.label} className="flex flex-col rounded-lg bg-white/10 p-4 text-center">
          <dt className="text-sm text-teal-50">{f.label}</dt>
          <dd className="order-first text-2xl font-bold">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
