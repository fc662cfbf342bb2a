import { escapeRegExp } from '../report/extract/text.js';

export interface PatientIdentity {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  dob?: string | null;
}

export interface Redaction {
  /** the text with identifiers replaced by placeholders */
  text: string;
  /** puts the identifiers back into a model's answer */
  restore(text: string): string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE = /(?<![\w/])(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\d{2,4}[\s.-])\d{3,4}[\s.-]?\d{3,4}(?![\w/])/g;
const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const DATE = `(?:\\d{1,4}[/.-]\\d{1,2}[/.-]\\d{1,4}|(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}|\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS}),? \\d{4})`;
const BORN = new RegExp(`\\b(born on|date of birth(?: is)?|dob(?: is)?|birthday is)(:?\\s+)(${DATE})`, 'gi');

function dobVariants(dob: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (!m) return [dob];
  const [, y, mo, d] = m;
  const month = new Date(`${y}-${mo}-${d}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return [
    dob,
    `${mo}/${d}/${y}`,
    `${d}/${mo}/${y}`,
    `${month} ${Number(d)}, ${y}`,
    `${month} ${Number(d)} ${y}`,
    `${Number(d)} ${month} ${y}`,
  ];
}

/**
 * Replaces the patient's name, phone numbers, emails and date of birth with placeholders before text
 * leaves the machine for a remote model; `restore` puts them back in the answer.
 * The patient's record supplies the exact values; patterns catch other phone numbers, emails and dates of birth.
 */
export function redactIdentifiers(text: string, who: PatientIdentity = {}): Redaction {
  const back = new Map<string, string>();
  let out = text;
  const replaceAll = (value: string, placeholder: string) => {
    if (!value.trim()) return;
    const re = new RegExp(`(?<![\\w])${escapeRegExp(value.trim())}(?![\\w])`, 'gi');
    if (re.test(out)) back.set(placeholder, value.trim());
    out = out.replace(re, placeholder);
  };
  if (who.dob) for (const v of dobVariants(who.dob)) replaceAll(v, '[DOB]');
  out = out.replace(BORN, (_m, cue: string, gap: string, date: string) => {
    if (!back.has('[DOB]')) back.set('[DOB]', date);
    return `${cue}${gap}[DOB]`;
  });
  // The record's own email and phone first, exactly as stored (patterns below catch the rest).
  if (who.email) replaceAll(who.email, '[EMAIL_1]');
  if (who.phone) replaceAll(who.phone, '[PHONE_1]');
  let emails = back.has('[EMAIL_1]') ? 1 : 0;
  out = out.replace(EMAIL, (email) => {
    const placeholder = `[EMAIL_${++emails}]`;
    back.set(placeholder, email);
    return placeholder;
  });
  let phones = back.has('[PHONE_1]') ? 1 : 0;
  out = out.replace(PHONE, (phone) => {
    if (phone.replace(/\D/g, '').length < 7) return phone;
    const placeholder = `[PHONE_${++phones}]`;
    back.set(placeholder, phone);
    return placeholder;
  });
  if (who.name) {
    replaceAll(who.name, '[PATIENT_NAME]');
    for (const part of who.name.split(/\s+/).filter((p) => p.length >= 3)) replaceAll(part, '[PATIENT_NAME]');
  }
  if (back.has('[PATIENT_NAME]')) back.set('[PATIENT_NAME]', who.name!.trim());
  return {
    text: out,
    restore: (answer) => answer.replace(/\[(PATIENT_NAME|DOB|EMAIL_\d+|PHONE_\d+)\]/g, (p) => back.get(p) ?? p),
  };
}

/** Restores placeholders in every string of a JSON value. */
export function restoreDeep<T>(value: T, restore: (s: string) => string): T {
  if (typeof value === 'string') return restore(value) as T;
  if (Array.isArray(value)) return value.map((v) => restoreDeep(v, restore)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restoreDeep(v, restore)])) as T;
  }
  return value;
}
