import type { ElementType } from 'react';
import { cn } from '@/lib/utils';

const CLAMP = {
  1: 'truncate',
  2: 'line-clamp-2 [overflow-wrap:anywhere]',
  3: 'line-clamp-3 [overflow-wrap:anywhere]',
} as const;

/**
 * Text a person typed (a patient's name, an email) wherever it is shown: never wider than its
 * box, however long and even without spaces; cut with an ellipsis after `lines` lines, with the
 * whole text on hover (and for assistive technology, which reads the element's full content).
 */
export function ClampedText({
  text,
  lines = 1,
  as: Tag = 'span',
  className,
}: {
  text: string;
  lines?: keyof typeof CLAMP;
  as?: ElementType;
  className?: string;
}) {
  return (
    <Tag title={text} className={cn('block min-w-0 max-w-full', CLAMP[lines], className)}>
      {text}
    </Tag>
  );
}

/** A name for places that take plain text only (a select's options): at most `max` characters. */
export function shortened(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
