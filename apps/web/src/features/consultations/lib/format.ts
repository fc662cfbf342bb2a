/** Consultations timeline: '22nd November 2026' (day with ordinal suffix, month name, year). */
export function formatOrdinalDate(iso: string): string {
  const d = new Date(iso);
  const month = d.toLocaleString('en-US', { month: 'long' });
  return `${ordinal(d.getDate())} ${month} ${d.getFullYear()}`;
}

export function ordinal(n: number): string {
  const teen = n % 100;
  if (teen >= 11 && teen <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** Second line: weekday and 12-hour time, 'Sunday, 3:05 PM'. */
export function formatWeekdayTime(iso: string): string {
  const d = new Date(iso);
  const weekday = d.toLocaleString('en-US', { weekday: 'long' });
  const time = d.toLocaleString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
  return `${weekday}, ${time}`;
}

/** Size in MB with one decimal: 1_048_576 → '1.0 MB'. */
export function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 125.4 → '2:05' */
export function formatDuration(sec: number): string {
  const s = Math.round(sec);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
