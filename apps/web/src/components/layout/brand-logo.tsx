import { cn } from '@/lib/utils';

/** The product's mark and name. */
export function BrandLogo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cn('flex items-center gap-2 font-semibold', className)}>
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7 shrink-0" />
      <span className={cn('truncate', nameClassName)}>Asha Scribe</span>
    </span>
  );
}
