const UNIT_DAYS = { day: 1, week: 7 } as const;
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

/**
 * The date a follow-up interval falls on, counted from the consultation ('in 5 days' on 29 Nov →
 * 4 Dec; 'in 3 months' → 28 Feb): null when the follow-up names no interval ('after the reports').
 */
export function reviewDate(timeline: string, consultedAt: string): Date | null {
  const t = timeline.toLowerCase();
  const from = new Date(consultedAt);
  if (Number.isNaN(from.getTime())) return null;
  if (/\btomorrow\b/.test(t)) return new Date(from.getTime() + 86_400_000);
  const m = /\b(\d+|an?|one|two|three|four|five|six|ten|next)\s*(day|week|month)s?\b/.exec(t);
  if (!m) return null;
  const n = m[1] === 'next' ? 1 : /^\d+$/.test(m[1]!) ? Number(m[1]) : WORDS[m[1]!]!;
  const unit = m[2] as 'day' | 'week' | 'month';
  const at = new Date(from);
  if (unit === 'month') {
    // The same day n months on, or that month's last day when it is shorter (29 Nov + 3 months → 28 Feb).
    const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + n + 1, 0)).getUTCDate();
    at.setUTCDate(Math.min(at.getUTCDate(), last));
    at.setUTCMonth(at.getUTCMonth() + n);
  } else at.setUTCDate(at.getUTCDate() + n * UNIT_DAYS[unit]);
  return at;
}
