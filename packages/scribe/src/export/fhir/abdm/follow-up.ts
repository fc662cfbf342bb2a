const NUMBER: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
Object.assign(NUMBER, { seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fourteen: 14, fifteen: 15 });
const DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30 };

/**
 * How many days after the consultation a follow-up said as words falls ('in 2 weeks' → 14,
 * 'after ten days' → 10, 'next month' → 30); null when the words give no single time ('if needed',
 * 'in 1 to 2 weeks'), so no date is made up.
 */
export function followUpDays(timeline: string | null): number | null {
  const t = (timeline ?? '').toLowerCase();
  if (/\b(?:to|or|-)\s*(?:\d+|one|two|three|four|five|six)\b/.test(t)) return null;
  const next = /\bnext (day|week|fortnight|month)\b/.exec(t);
  if (next) return DAYS[next[1]!]!;
  const m =
    /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|fifteen)\s+(day|week|fortnight|month)s?\b/.exec(
      t,
    );
  if (!m) return /\b(?:a|one) fortnight\b/.test(t) ? 14 : null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER[m[1]!]!;
  return n > 0 && n <= 366 ? n * DAYS[m[2]!]! : null;
}
