import { AUDIT_ACTIONS, type AccessEntry } from '@asha/contracts';

/** '23 Nov 2026, 14:05:09' in the clinician's own time zone. */
export function formatWhen(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** 'Chrome on Windows' from a user agent; the app's own work keeps its name; unknown agents stay unnamed. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  if (userAgent.startsWith('asha-scribe')) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'another program';
}

export function actionText(e: AccessEntry): string {
  return AUDIT_ACTIONS[e.action];
}

/** Who did it: the clinician, or the app itself (retention, purges) when no one did. */
export function actorText(e: AccessEntry): string {
  return e.actor ?? 'Asha Scribe (automatic)';
}

export const OUTCOME_TEXT = { success: null, failure: 'Failed', denied: 'Refused' } as const;
