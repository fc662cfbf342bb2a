#!/usr/bin/env node
/**
 * Who spoke: on consultations spoken by espeak-ng voices from ACI-Bench and MTS-Dialog dialogues,
 * against the known script: the share of speech time given the right role (the script's timeline,
 * 10 ms frames), role accuracy per transcript segment, and diarization error rate (DER, 0.25 s
 * collar, overlaps scored). Three ways of labelling side by side:
 *   words only   — one segment per VAD span, Doctor/Patient from its words;
 *   voices       — the model-free voice stage (MFCC + pitch), each voice stretch given the words
 *                  spoken inside it, and the words naming the voices;
 *   pipeline     — the product path: `transcribeAudio` with an OpenAI-wire stand-in recogniser that
 *                  answers each upload with the script's words inside it (verbose_json, one
 *                  `segments` entry per sentence, `words` when asked), as Whisper would if it made
 *                  no recognition errors;
 *   speaker model — the voices row with a neural speaker model (--speaker-model <file.onnx>).
 * The figures measure who-spoke-what, not recognition. Turn gaps 'natural' (0.15–1.05 s between
 * speakers) and 'short' (0.05–0.3 s, some slight overlaps: how people answer), two-voice,
 * three-voice (a companion answers for the patient in the middle third) and one-voice (dictation)
 * recordings, and how many voices were found. Tuning and held-out parts are printed apart.
 *
 *   node bench/eval-voices.mjs [--dialogues 16] [--three 8] [--max-turns 50] [--part tuning|held-out]
 *                              [--gaps natural|short] [--no-pipeline] [--each] [--speaker-model file.onnx]
 *                              [--merge-turns 0.3] [--no-words]
 * --merge-turns: that share of speaker changes comes back inside one recogniser segment (Whisper
 * does this when an answer follows quickly); --no-words: the recogniser gives no word timings, as
 * whisper.cpp here, so such a segment is split by recognising its voices' parts alone.
 */
import { dataAvailable, dataFile, readCsv } from './datasets.mjs';
import { arg, args } from './lib/cli.mjs';
import { scribeSource as load, scribeTesting } from './lib/scribe.mjs';

const { detectSpeech } = await load('speech/vad.ts');
const { diarize } = await load('speech/voices/diarize.ts');
const { classifyRoles, nameVoices } = await load('roles/index.ts');
const { transcribeAudio } = await load('speech/transcribe.ts');
const { createOpenAiSpeechEngine } = await load('speech/openai-engine.ts');
const { encodeWav } = await load('speech/wav.ts');
const { parseDialogueText } = await load('transcript-text/parse.ts');
const {
  diarizationErrorRate,
  espeakAvailable,
  generateConsultation,
  roleAt,
  scriptRecogniser,
  speechTimeShare,
  startOpenAiAudioMock,
  withCompanion,
  wordsIn,
} = await scribeTesting();

const DIALOGUES = Number(arg('--dialogues', '16'));
const THREE = Number(arg('--three', '8'));
const MAX_TURNS = Number(arg('--max-turns', '50'));
const modelPath = arg('--speaker-model');
const PIPELINE = !args.includes('--no-pipeline');
const EACH = args.includes('--each');
/** The stand-in recogniser's faults: speaker changes run on inside one segment, no word timings. */
const RECOGNISER = { mergeTurns: Number(arg('--merge-turns', '0')), words: !args.includes('--no-words') };
const GAPS = arg('--gaps') ? [arg('--gaps')] : ['natural', 'short'];
const embedder = modelPath
  ? await (await load('speech/voices/speaker-model.ts')).createSpeakerEmbedder(modelPath)
  : null;

const PARTS = [
  [
    'tuning',
    [
      ['aci-bench', 'train.csv'],
      ['mts-dialog', 'MTS-Dialog-TrainingSet.csv'],
    ],
  ],
  [
    'held-out',
    [
      ['aci-bench', 'valid.csv'],
      ['mts-dialog', 'MTS-Dialog-ValidationSet.csv'],
    ],
  ],
];

/** Tagged two-person dialogues, alternating between the sets, long ones cut to MAX_TURNS turns. */
function scripts(files, count, skip = 0) {
  const sets = files
    .map((f) => dataFile(...f))
    .filter(Boolean)
    .map((f) =>
      readCsv(f)
        .map((row) => parseDialogueText(row.dialogue ?? ''))
        .filter((d) => d.length >= 8 && d.every((t) => t.role))
        .map((d) => d.slice(0, MAX_TURNS).map((t) => ({ role: t.role, text: t.text }))),
    );
  const out = [];
  for (let i = skip; out.length < count && sets.some((s) => i < s.length); i++)
    for (const s of sets) if (s[i] && out.length < count) out.push(s[i]);
  return out;
}

function systems(kind) {
  return [
    ...(kind === 'one voice' ? [] : [['words only', null]]),
    ['voices', 'mfcc'],
    ...(PIPELINE ? [['pipeline', 'pipeline']] : []),
    ...(embedder ? [['speaker model', 'model']] : []),
  ];
}

/** Runs one labelling on a generated consultation; returns its transcript-like segments. */
async function label(g, spans, how) {
  if (how === 'pipeline') return pipeline(g);
  if (!how) {
    const segs = spans.map((s) => ({ ...s, text: wordsIn(g.lines, s) })).filter((s) => s.text);
    const roles = classifyRoles(
      segs.map((s) => s.text),
      { segmented: true },
    );
    return {
      segs: segs.map((s, i) => ({ ...s, role: roles[i], speaker: roles[i] === 'Doctor' ? 0 : 1 })),
      voices: null,
    };
  }
  const d = await diarize(g.samples, spans, { embedder: how === 'model' ? embedder : null });
  const segs = d.stretches.map((s) => ({ ...s, text: wordsIn(g.lines, s) })).filter((s) => s.text);
  const named = nameVoices(
    segs.map((s) => ({ text: s.text, voice: s.speaker })),
    d.speakers,
  );
  return { segs: segs.map((s, i) => ({ ...s, role: named.roles[i] })), voices: d.speakers };
}

const ROLE_VOICE = { Doctor: 0, Patient: 1, Other: 2 };

/** The whole product path on the recording, with the script standing in for the recogniser. */
async function pipeline(g) {
  const mock = await startOpenAiAudioMock(scriptRecogniser(g.samples, g.lines, RECOGNISER));
  try {
    const engine = createOpenAiSpeechEngine({ baseUrl: mock.baseUrl, model: 'whisper-1' });
    const t = await transcribeAudio(encodeWav(g.samples), { engine, decode: { ffmpeg: 'never' } });
    const segs = t.segments.map((s) => ({
      start: s.start,
      end: s.end,
      text: s.text,
      role: s.role,
      speaker: s.speaker ? Number(s.speaker.slice(1)) - 1 : ROLE_VOICE[s.role],
    }));
    return { segs, voices: t.voices?.speakers ?? null };
  } finally {
    await mock.close();
  }
}

async function measure(name, list, kind, gaps) {
  if (list.length === 0) return;
  const totals = new Map(systems(kind).map(([s]) => [s, { right: 0, n: 0, der: 0, time: 0, voices: [], other: 0 }]));
  for (const [i, script] of list.entries()) {
    const spoken =
      kind === 'one voice'
        ? script.map((l) => ({ ...l, role: 'Doctor' }))
        : kind === 'three voices'
          ? withCompanion(script)
          : script;
    const g = await generateConsultation(spoken, { seed: 1000 + i, turnGaps: gaps });
    const spans = await detectSpeech({ samples: g.samples, durationSec: g.durationSec });
    for (const [sys, how] of systems(kind)) {
      const { segs, voices } = await label(g, spans, how);
      const t = totals.get(sys);
      const truth = kind === 'one voice' ? segs.map(() => null) : segs.map((s) => roleAt(g.lines, s));
      segs.forEach((s, k) => truth[k] && (t.n++, (t.right += s.role === truth[k] ? 1 : 0)));
      t.der += diarizationErrorRate(g.lines, segs, g.durationSec);
      const share = speechTimeShare(g.lines, segs, g.durationSec);
      t.time += share;
      if (EACH)
        console.log(
          `  #${i} ${gaps} ${kind} ${sys}: speech time ${(100 * share).toFixed(1)}%, ${voices ?? '-'} voices, ${segs.length} lines`,
        );
      if (voices !== null) t.voices.push(voices);
      // The companion is named Other when most of the segments the companion spoke are labelled Other.
      const companion = segs.filter((s, k) => truth[k] === 'Other');
      if (companion.length && companion.filter((s) => s.role === 'Other').length * 2 > companion.length) t.other++;
    }
  }
  for (const [sys, t] of totals) {
    const count = (k) => t.voices.filter((v) => v === k).length;
    const found = t.voices.length ? `voices found 1/2/3/4: ${[1, 2, 3, 4].map(count).join('/')}` : '';
    const time = kind === 'one voice' ? '' : `speech time ${((100 * t.time) / list.length).toFixed(1)}%`;
    const acc = kind === 'one voice' ? '' : `segments ${((100 * t.right) / Math.max(1, t.n)).toFixed(1)}% of ${t.n}`;
    const der = kind === 'one voice' ? '' : `DER ${((100 * t.der) / list.length).toFixed(1)}%`;
    const other = kind === 'three voices' ? `companion named Other in ${t.other}/${list.length}` : '';
    const gapName = kind === 'one voice' ? '' : gaps;
    console.log(
      `${name.padEnd(9)} ${gapName.padEnd(8)} ${kind.padEnd(13)} ${sys.padEnd(14)} ${[time, acc, der, found, other].filter(Boolean).join('  ')}`,
    );
  }
}

if (!(await espeakAvailable()))
  console.log('espeak-ng is not installed (apt-get install espeak-ng); nothing to measure.');
else if (dataAvailable()) {
  for (const [name, files] of PARTS.filter(([n]) => !arg('--part') || n === arg('--part'))) {
    for (const gaps of GAPS) {
      await measure(name, scripts(files, DIALOGUES), 'two voices', gaps);
      await measure(name, scripts(files, THREE, DIALOGUES), 'three voices', gaps);
    }
    // One voice has no turns to change: its gaps are the same in both modes.
    await measure(name, scripts(files, Math.ceil(THREE / 2), DIALOGUES + THREE), 'one voice', 'natural');
  }
}
await embedder?.close?.();
