import { z } from 'zod';

export const ABHA_MESSAGE =
  'ABHA number must be the 14 digits of the patient’s ABHA card, written xx-xxxx-xxxx-xxxx (for example 91-1234-5678-9012).';

/**
 * An ABHA number (India's health ID, 14 digits) as it is shown on the card, 'xx-xxxx-xxxx-xxxx';
 * null when the text is not 14 digits (spaces and hyphens between them are allowed).
 */
export function formatAbhaNumber(text: string): string | null {
  const t = text.trim();
  if (!/^[\d\s-]+$/.test(t)) return null;
  const d = t.replace(/[\s-]/g, '');
  return /^\d{14}$/.test(d) ? `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6, 10)}-${d.slice(10)}` : null;
}

/** A typed ABHA number, stored and shown as 'xx-xxxx-xxxx-xxxx'; anything else gets the message above. */
export const AbhaNumberSchema = z.string({ error: ABHA_MESSAGE }).transform((v, ctx) => {
  const f = formatAbhaNumber(v);
  if (!f) ctx.addIssue({ code: 'custom', message: ABHA_MESSAGE });
  return f ?? v;
});
