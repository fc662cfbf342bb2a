import { capture, regex } from '../pattern.js';
import { IMAGING, IMAGING_KINDS, TEST_WRITTEN } from './plan-test-names.js';
import { repeated, testTime } from './plan-test-time.js';
import { siteSaid } from './result-site.js';
import { display } from './text.js';
import type { Found } from './types.js';

/** 'a renal artery ultrasound', 'an abdominal ct': the kind (m[1]) just before the test. */
const KIND_BEFORE = regex(['\\b', capture(IMAGING_KINDS), ' $']);

/** An imaging test with the kind, side or part said with it; a part said only elsewhere is not guessed. */
function imagingTest(written: string, text: string, index: number, end: number): string {
  const before = text.slice(Math.max(0, index - 30), index);
  const kind = KIND_BEFORE.exec(before);
  if (kind)
    return `${display(kind[1]!)} ${/^[A-Z]{2}/.test(written) || written === 'X-ray' ? written : written.toLowerCase()}`;
  const site = siteSaid(before, text.slice(end));
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
