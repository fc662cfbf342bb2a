import { z } from 'zod';

/**
 * Text a person types: trimmed, with its limit and its messages stated here once, worded the same
 * for every field ('Name is required.', 'Name is too long (at most 200 characters).'). Forms read
 * the same limits for their inputs' maxLength, so the browser and the server agree.
 */
export const tooLongMessage = (label: string, max: number) => `${label} is too long (at most ${max} characters).`;
export const requiredMessage = (label: string) => `${label} is required.`;

/**
 * Control characters (NUL and the other C0 codes but tab, line feed and carriage return, and DEL)
 * are never part of what a person types; NUL cannot even be stored. Every text field refuses them
 * with a message, rather than letting the database fail on them.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacters = (s: string) => CONTROL_CHARACTERS.test(s);
export const controlCharactersMessage = (label: string) =>
  `${label} contains a control character (such as NUL): remove it and try again.`;

/** Each message names its own rule: zod 4 would otherwise reuse the type error for every check. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max))
    .refine((v) => !hasControlCharacters(v), controlCharactersMessage(label));
}

/** Absent, or blank after trimming, reads as not given (undefined). */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .refine((v) => !hasControlCharacters(v), controlCharactersMessage(label))
    .optional()
    .transform((v) => (v ? v : undefined));
}
