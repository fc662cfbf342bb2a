import { capture, regex } from '../pattern.js';
import { BODY_PARTS } from '../vocabulary/body-parts.js';
import { IMAGING, IMAGING_KINDS, TEST_WRITTEN } from './plan-test-names.js';
import { repeated, testTime } from './plan-test-time.js';
import { display } from './text.js';
import type { Found } from './types.js';

const SIDE = capture(['left', 'right', 'bilateral']);
const PART = capture(BODY_PARTS.flatMap(([, said]) => said));
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
/** 'a renal artery ultrasound', 'an abdominal ct': the kind (m[1]) just before the test. */
const KIND_BEFORE = regex(['\\b', capture(IMAGING_KINDS), ' $']);

/** An imaging test with the kind, side or part said with it; a part said only elsewhere is not guessed. */
function imagingTest(written: string, text: string, index: number, end: number): string {
  const before = text.slice(Math.max(0, index - 30), index);
  const kind = KIND_BEFORE.exec(before);
  if (kind)
    return `${display(kind[1]!)} ${/^[A-Z]{2}/.test(written) || written === 'X-ray' ? written : written.toLowerCase()}`;
  const site = OF_PART.exec(text.slice(end)) ?? PART_BEFORE.exec(before);
  if (!site) return written;
  return `${written} of the ${site[1] ? `${site[1]} ` : ''}${site[2]!}`;
}

/**
 * A test as the plan writes it: its written name; for an imaging test the kind, side and part said with
 * it ('MRI of the right knee', 'Renal artery ultrasound'); 'Repeat' when said as one again ('a follow-up
 * x-ray'); and when it is to be done when a time is said with it ('Repeat X-ray in 2 weeks'). One ordered
 * only if something happens is written with its condition ('X-ray if no improvement', 'if needed'), and
 * its time is the condition's.
 */
export function writtenTest(name: string, text: string, index: number, end: number, onlyIf: string | null): string {
  const written = TEST_WRITTEN[name] ?? display(name);
  const test = IMAGING.includes(name) ? imagingTest(written, text, index, end) : written;
  const again = repeated(text, index)
    ? `Repeat ${test.replace(/^(?![A-Z]{2}|X-ray)\w/, (c) => c.toLowerCase())}`
    : test;
  return onlyIf ? `${again} ${onlyIf}` : `${again}${testTime(text, index, end)}`;
}

/** 'Liver ultrasound' names 'Ultrasound', 'Hemoglobin A1c' names 'A1c': the shorter test's words are in the longer. */
const names = (longer: string, shorter: string) =>
  longer !== shorter && ` ${longer.toLowerCase()} `.includes(` ${shorter.toLowerCase()} `);

/**
 * One test said twice in different words, once more fully than the other ('a liver ultrasound' …
 * 'we'll get the ultrasound done'; 'hemoglobin a1c' … 'the a1c'), is one order: the line with the fuller
 * name, with the evidence of both.
 */
export function oneLinePerTest(tests: Found<string>[]): Found<string>[] {
  return tests.filter((t) => {
    const fuller = tests.filter((o) => names(o.value, t.value));
    for (const o of fuller) for (const id of t.segmentIds) if (!o.segmentIds.includes(id)) o.segmentIds.push(id);
    return fuller.length === 0;
  });
}
