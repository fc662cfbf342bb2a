#!/usr/bin/env node
/**
 * Long two-voice consultations: whole dialogues of one part (ACI-Bench, MTS-Dialog) read one after
 * another by the same two espeak-ng voices until the recording is --minutes long; prints how many
 * voices the model-free voice stage finds on each and how much speech each found voice holds.
 * A long recording of two people must stay two voices.
 *
 *   node bench/long-voices.mjs [--recordings 4] [--minutes 10] [--part tuning|held-out]
 */
import { dataAvailable, dataFile, readCsv } from './datasets.mjs';
import { arg } from './lib/cli.mjs';
import { scribeSource as load, scribeTesting } from './lib/scribe.mjs';

const { detectSpeech } = await load('speech/vad.ts');
const { diarize } = await load('speech/voices/diarize.ts');
const { parseDialogueText } = await load('transcript-text/parse.ts');
const { espeakAvailable, generateConsultation } = await scribeTesting();

const RECORDINGS = Number(arg('--recordings', '4'));
const MINUTES = Number(arg('--minutes', '10'));
const FILES =
  arg('--part', 'tuning') === 'held-out'
    ? [
        ['aci-bench', 'valid.csv'],
        ['mts-dialog', 'MTS-Dialog-ValidationSet.csv'],
      ]
    : [
        ['aci-bench', 'train.csv'],
        ['mts-dialog', 'MTS-Dialog-TrainingSet.csv'],
      ];

/** Tagged two-person dialogues of the part, alternating between the sets. */
function dialogues() {
  const sets = FILES.map((f) => dataFile(...f))
    .filter(Boolean)
    .map((f) =>
      readCsv(f)
        .map((row) => parseDialogueText(row.dialogue ?? ''))
        .filter((d) => d.length >= 8 && d.every((t) => t.role === 'Doctor' || t.role === 'Patient')),
    );
  const out = [];
  for (let i = 0; sets.some((s) => i < s.length); i++)
    for (const s of sets) if (s[i]) out.push(s[i].map((t) => ({ role: t.role, text: t.text })));
  return out;
}

if ((await espeakAvailable()) && dataAvailable()) {
  const all = dialogues();
  let next = 0;
  for (let r = 0; r < RECORDINGS; r++) {
    // About 2.8 words a second, gaps included: enough words for the minutes asked.
    const script = [];
    while (script.reduce((s, l) => s + l.text.split(/\s+/).length, 0) < MINUTES * 60 * 2.8)
      script.push(...all[next++ % all.length]);
    const g = await generateConsultation(script, { seed: 2000 + r });
    const spans = await detectSpeech({ samples: g.samples, durationSec: g.durationSec });
    const d = await diarize(g.samples, spans);
    // Seconds of each found voice spoken by each real voice (0 = the first role heard, 1 = the other).
    const time = Array.from({ length: d.speakers }, () => [0, 0]);
    for (const s of d.stretches)
      for (const l of g.lines)
        time[s.speaker][l.voice] += Math.max(0, Math.min(s.end, l.end) - Math.max(s.start, l.start));
    const found = time.map(
      ([a, b]) =>
        `${(a + b).toFixed(0)} s, ${((100 * Math.max(a, b)) / Math.max(1e-9, a + b)).toFixed(0)}% voice ${a >= b ? 0 : 1}`,
    );
    console.log(
      `#${r} ${(g.durationSec / 60).toFixed(1)} min, ${spans.length} spans: ${d.speakers} voices (${found.join(' | ')})`,
    );
  }
}
