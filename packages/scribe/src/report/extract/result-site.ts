import { capture, oneOf, regex, wordsOf } from '../pattern.js';
import { BODY_PARTS, BODY_SIDES } from '../vocabulary/body-parts.js';

const PARTS = BODY_PARTS.map(([written, said]) => ({ written, re: regex([`^${oneOf(said)}$`]) }));
const SIDE = capture(BODY_SIDES);
const PART = capture(BODY_PARTS.flatMap(([, said]) => said));
/**
 * 'x-ray of your right knee', 'an mri of the lower back', 'x-rays of both (of your) knees': the side (m[1], 'both' for
 * both) and part (m[2]) right after the name.
 */
const SITE_AFTER = regex([
  String.raw`^ (?:of|on) (?:the |your |her |his |that |this )?(?:`,
  capture([...BODY_SIDES, 'both']),
  String.raw` (?:of )?(?:the |your |her |his )?)?`,
  PART,
  String.raw`\b`,
]);
/** 'the left ankle x-ray', 'your knee mri': the side (m[1]) and part (m[2]) right before the name. */
const SITE_BEFORE = regex([String.raw`(?:\b`, SIDE, ' )?', wordsOf([PART]), ' $']);

/** 'an ultrasound of that area', 'an x-ray of it': the study is of a place said just before, not named again. */
const REFERRED = /^ (?:of|on) (?:(?:that|this|the) (?:area|spot|region|site|node|lymph node|lump)|it)\b/;
/** 'in the right groin', 'in my left knee': a side (m[1]) and part (m[2]) said as a place. */
const PLACE = regex(
  [String.raw`\b(?:in|on|of|at) (?:the |your |my |her |his |that |this )(?:`, SIDE, ' )?', PART, String.raw`\b`],
  'g',
);
const lastPlace = (earlier: string) => [...earlier.matchAll(PLACE)].at(-1) ?? null;

/**
 * The side (m[1]) and part (m[2]) said with an imaging study's name, right after it or right before it, as
 * said; or, for a study of 'that area', the place the clinician named last in the words before it (the side
 * only as said there, never guessed).
 */
export const siteSaid = (before: string, after: string, earlier = '') =>
  SITE_AFTER.exec(after) ?? SITE_BEFORE.exec(before) ?? (REFERRED.test(after) ? lastPlace(earlier) : null);

/**
 * Where an image was taken, as a note writes it before the study's name ('Right knee', 'Lumbar spine'):
 * the side and part said right after the name ('of your right knee') or right before it ('the left ankle
 * x-ray'); null when none is, or it is the part the study's name images (`imaged`: a chest X-ray the chest).
 */
export function imagedSite(before: string, after: string, imaged: string | null): string | null {
  const m = siteSaid(before, after);
  const part = m ? PARTS.find((p) => p.re.test(m[2]!))?.written : undefined;
  if (!part || part === imaged) return null;
  const site = [m![1] === 'both' ? 'bilateral' : m![1], part].filter(Boolean).join(' ');
  return site.charAt(0).toUpperCase() + site.slice(1);
}
