import { capture, regex } from '../pattern.js';
import { IMAGED_PARTS, IMAGING, TEST_WRITTEN } from './plan-test-names.js';
import { display } from './text.js';

const SIDE = capture(['left', 'right', 'bilateral']);
const PART = capture(IMAGED_PARTS);
/** 'an mri of your right knee', 'x-ray of the left wrist': the side (m[1]) and part (m[2]) right after the test. */
const OF_PART = regex([
  String.raw`^ (?:of|on) (?:the |your |her |his |that |this )?(?:`,
  SIDE,
  ' )?',
  PART,
  String.raw`\b`,
]);
/** 'a right knee mri', 'left shoulder x-ray': the side (m[1]) and part (m[2]) just before the test. */
const PART_BEFORE = regex(['(?:', SIDE, ' )?', PART, ' $']);

/**
 * A test as the plan writes it: its written name, and for an imaging test the side and part said with it
 * ('MRI of the right knee', 'X-ray of the left wrist'); a part said only elsewhere is not guessed.
 */
export function writtenTest(name: string, text: string, index: number, end: number): string {
  const written = TEST_WRITTEN[name] ?? display(name);
  if (!IMAGING.includes(name)) return written;
  const site = OF_PART.exec(text.slice(end)) ?? PART_BEFORE.exec(text.slice(Math.max(0, index - 30), index));
  if (!site) return written;
  return `${written} of the ${site[1] ? `${site[1]} ` : ''}${site[2]!}`;
}
