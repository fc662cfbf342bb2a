import { capture, regex } from '../pattern.js';
import { IMAGING, IMAGING_KINDS, TEST_WRITTEN } from './plan-test-names.js';
import { repeated, testTime } from './plan-test-time.js';
import { siteSaid } from './result-site.js';
import { REASON_WRITTEN, testReason } from './plan-test-reason.js';
import { display } from './text.js';
import type { Found } from './types.js';

/** 'a renal artery ultrasound', 'an abdominal ct': the kind (m[1]) just before the test. */
const KIND_BEFORE = regex(['\\b', capture(IMAGING_KINDS), ' $']);

/** How far back a study 'of that area' looks for the place it names: the clinician's last sentences. */
export const REFERRED_REACH = 300;

/**
 * An imaging test with the kind, side or part said with it, or the place said just before one 'of that
 * area'; a part said only elsewhere is not guessed.
 */
function imagingTest(written: string, text: string, index: number, end: number, earlier: string): string {
  const before = text.slice(Math.max(0, index - 30), index);
  const kind = KIND_BEFORE.exec(before);
  if (kind)
    return `${display(kind[1]!)} ${/^[A-Z]{2}/.test(written) || written === 'X-ray' ? written : written.toLowerCase()}`;
  const site = siteSaid(before, text.slice(end), `${earlier} ${text.slice(0, index)}`.slice(-REFERRED_REACH));
  if (!site) return written;
  if (site[1] === 'both') return `${written} of both ${site[2]!}`;
  return `${written} of the ${site[1] ? `${site[1]} ` : ''}${site[2]!}`;
}

/**
 * A test as the plan writes it: its written name; for an imaging test the kind, side and part said with
 * it ('MRI of the right knee', 'Renal artery ultrasound'); 'Repeat' when said as one again ('a follow-up
 * x-ray'); what it looks for when said right after it ('Ultrasound to evaluate for gallstones'); and when
 * it is to be done when a time is said with it ('Repeat X-ray in 2 weeks'). One ordered only if something
 * happens is written with its condition ('X-ray if no improvement', 'if needed'), and its time is the
 * condition's. `earlier` is what the clinician said before `text` in the same turn.
 */
export function writtenTest(
  name: string,
  text: string,
  index: number,
  end: number,
  onlyIf: string | null,
  earlier = '',
): string {
  const written = TEST_WRITTEN[name] ?? display(name);
  const test = IMAGING.includes(name) ? imagingTest(written, text, index, end, earlier) : written;
  const again = repeated(text, index)
    ? `Repeat ${test.replace(/^(?![A-Z]{2}|X-ray)\w/, (c) => c.toLowerCase())}`
    : test;
  const why = `${again}${testReason(text.slice(end))}`;
  return onlyIf ? `${why} ${onlyIf}` : `${why}${testTime(text, index, end)}`;
}

/** A test's line without what it looks for: 'Ultrasound to evaluate for gallstones' → 'Ultrasound'. */
const unreasoned = (line: string) => line.replace(REASON_WRITTEN, '');

/**
 * 'Liver ultrasound' names 'Ultrasound', 'Hemoglobin A1c' names 'A1c': the shorter test's words are in the
 * longer; one test said with what it looks for names it said without ('Ultrasound to evaluate for gallstones').
 */
const names = (longer: string, shorter: string) => {
  const [l, s] = [unreasoned(longer), unreasoned(shorter)];
  if (l === s) return longer !== l && shorter === s;
  return ` ${l.toLowerCase()} `.includes(` ${s.toLowerCase()} `);
};

/**
 * One test said twice in different words, once more fully than the other ('a liver ultrasound' …
 * 'we'll get the ultrasound done'; 'hemoglobin a1c' … 'the a1c'), is one order: the line with the fuller
 * name, with the evidence of both. What the shorter one was said to look for ('an ultrasound to rule out
 * spread') goes onto the fuller line when it is the only one and says none ('Ultrasound of the right groin
 * to evaluate for metastatic disease').
 */
export function oneLinePerTest(tests: Found<string>[]): Found<string>[] {
  const kept = tests.filter((t) => !tests.some((o) => names(o.value, t.value)));
  for (const t of tests.filter((x) => !kept.includes(x))) {
    const fuller = kept.filter((o) => names(o.value, t.value));
    for (const o of fuller) for (const id of t.segmentIds) if (!o.segmentIds.includes(id)) o.segmentIds.push(id);
    const reason = REASON_WRITTEN.exec(t.value)?.[0];
    const only = fuller.length === 1 ? fuller[0]! : undefined;
    if (reason && only && !REASON_WRITTEN.test(only.value)) only.value = addReason(only.value, reason);
  }
  return kept;
}

/** The reason put after the test's name and site, before a time or condition ('… in 2 weeks', '… if needed'). */
function addReason(line: string, reason: string): string {
  const tail = / (?:if |in \d|next \w+$).*$/.exec(line);
  return tail ? `${line.slice(0, tail.index)}${reason}${tail[0]}` : `${line}${reason}`;
}
