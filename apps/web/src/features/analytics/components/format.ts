/** A dash where there is no data yet. */
export const NO_DATA = '—';

export function formatPercent(ratio: number | null): string {
  return ratio === null ? NO_DATA : `${(ratio * 100).toFixed(1)}%`;
}

export function formatSeconds(sec: number | null): string {
  if (sec === null) return NO_DATA;
  if (sec < 60) return `${sec.toFixed(1)}s`;
  return `${Math.floor(sec / 60)}m ${Math.round(sec % 60)}s`;
}

export function formatMinutes(min: number | null): string {
  return min === null ? NO_DATA : `${min.toLocaleString(undefined, { maximumFractionDigits: 1 })} min`;
}

/** A share of a total as a whole percent; 0 of 0 has no share. */
export function share(part: number, total: number): number | null {
  return total === 0 ? null : part / total;
}

const languageNames =
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'language' }) : null;

/** 'hi' → 'Hindi'; unknown codes are shown as they are. */
export function languageName(code: string): string {
  try {
    return languageNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
