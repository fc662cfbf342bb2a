import type { LiveRecordingFormat, ProvisionalLine, SpeakerRole, Transcript } from '@asha/contracts';
import type { LlmEngine } from '../../llm/index.js';
import type { SpeechEngine } from '../types.js';
import { NoSpeechError } from '../errors.js';
import { nameRoles, settleTranscript } from '../settle.js';
import type { VadOptions } from '../vad.js';
import { cutSpan, labelPieces, type Piece } from '../voices/diarize.js';
import { hearSpan, linesOfSpan, segmentEnds, translateLines, type HeardLine } from '../voices/follow-turns.js';
import { GaussStats } from '../voices/gaussian.js';
import { DIMS } from '../voices/mfcc.js';
import { LiveAudio, type SpokenSpan } from './live-audio.js';

/** What was said in one piece, or null when the recogniser heard no words in it. */
export interface PieceWords {
  text: string;
  english: string;
  language: string;
  confidence: number | null;
}

/**
 * One stretch of one voice, in recording order: where it is, its voice statistics (a few hundred
 * numbers: all the voice stage needs to name it again later) and what was said in it.
 */
export interface LivePiece extends Piece {
  index: number;
  words: PieceWords | null;
}

/** A piece's voice and role as far as the consultation has been heard. */
export interface PieceRole {
  voice: number | null;
  role: SpeakerRole;
  uncertain: boolean;
}

/**
 * While this much finished speech waits to be recognised whole, pieces are not recognised on their
 * own: an engine that cannot keep up spends its time on the lines that stay.
 */
const PIECES_UP_TO_WAITING_SEC = 8;

/** A stretch recognised and cut into voice parts, its lines not yet translated. */
interface Hearing {
  start: number;
  samples: Float32Array;
  heard: HeardLine[];
  parts: Piece[];
}

export interface LiveTranscriberOptions {
  format: LiveRecordingFormat;
  engine: SpeechEngine;
  /** Pieces heard before a restart: their audio is decoded again but not recognised again. */
  heard?: LivePiece[];
  vad?: VadOptions;
}

/**
 * The live path next to `transcribeAudio`, made of its pieces: the arriving bytes are decoded and
 * cut at pauses by Silero (LiveAudio); each finished span is cut where the voice changes and
 * recognised by turns, as a whole recording is; the voices are named from everything heard so far
 * (provisional) and again over the whole consultation when it ends (settled). Memory holds the
 * speech not yet recognised and the pieces' statistics, never the whole recording.
 */
export class LiveTranscriber {
  private readonly pieces: LivePiece[];
  /** Finished spans, each with the number of pieces it was cut into while it was spoken. */
  private readonly waiting: (SpokenSpan & { pieces: number })[] = [];
  private piecesOfOpen = 0;
  /** Pieces of the speech still being spoken, waiting to be recognised on their own. */
  private early: SpokenSpan[] = [];
  /** Pieces recognised on their own whose span has not been recognised whole yet: the provisional lines. */
  private shown: LivePiece[] = [];
  /** How the shown pieces were heard: a span that is one piece settles from it (see `recogniseNext`). */
  private hearings: Hearing[] = [];
  private nextSpan: number;
  private ended = false;

  private constructor(
    private readonly audio: LiveAudio,
    private readonly engine: SpeechEngine,
    heard: LivePiece[],
  ) {
    this.pieces = [...heard];
    this.nextSpan = heard.length ? Math.max(...heard.map((p) => p.span)) + 1 : 0;
  }

  static async open(o: LiveTranscriberOptions): Promise<LiveTranscriber> {
    const heard = o.heard ?? [];
    const startSec = heard.length ? Math.max(...heard.map((p) => p.end)) : 0;
    return new LiveTranscriber(await LiveAudio.open(o.format, { startSec, vad: o.vad }), o.engine, heard);
  }

  /** Seconds of audio received and decoded. */
  get receivedSec(): number {
    return this.audio.receivedSec;
  }

  /**
   * Seconds of finished speech with no line yet, provisional or settled: above zero, recognition is
   * behind the speech.
   */
  get waitingSec(): number {
    const shownUntil = this.shown.at(-1)?.end ?? -Infinity;
    const spans = this.waiting.reduce((s, w) => s + Math.max(0, w.end - Math.max(w.start, shownUntil)), 0);
    const after = this.waiting.at(-1)?.end ?? -Infinity;
    return spans + this.early.reduce((s, e) => s + (e.start >= after ? e.end - e.start : 0), 0);
  }

  /** True while finished speech (or a piece of it) waits for the recogniser. */
  get hasWaiting(): boolean {
    return this.waiting.length > 0 || this.early.length > 0;
  }

  get all(): readonly LivePiece[] {
    return this.pieces;
  }

  /** Decodes newly arrived bytes (`newStream`: a resumed recording's first); finished spans wait for `recogniseNext`. */
  async feed(bytes: Uint8Array, newStream = false): Promise<void> {
    this.take(await this.audio.push(bytes, newStream));
  }

  /** The recording is finished: its last span waits for recognition too. */
  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.take(await this.audio.end());
  }

  private take(spoken: SpokenSpan[]) {
    for (const s of spoken) {
      if (s.piece) {
        this.early.push(s);
        this.piecesOfOpen++;
      } else {
        this.waiting.push({ ...s, pieces: this.piecesOfOpen });
        this.piecesOfOpen = 0;
      }
    }
  }

  /**
   * Recognises what waits: first a piece of speech still being spoken (its line is provisional),
   * else the oldest finished span whole. Returns the span's settled pieces, which replace the
   * provisional lines within it (none for a piece, or when nothing waits).
   * A span that was one piece (a short turn) is not recognised again: that piece's recognition, of
   * the same audio but the span's last tenth of a second of pause, settles it, translated as a
   * span's lines are. A span of several pieces is recognised whole, so its words keep their context.
   */
  async recogniseNext(): Promise<LivePiece[]> {
    const behind = this.waiting.reduce((s, w) => s + w.end - w.start, 0);
    if (behind > PIECES_UP_TO_WAITING_SEC) this.early = [];
    const piece = this.early[0];
    if (piece) {
      const h = await this.hear(piece);
      this.early.shift();
      this.hearings.push(h);
      this.shown.push(...(await this.settle(h, -1, this.pieces.length + this.shown.length, false)));
      return [];
    }
    const spoken = this.waiting[0];
    if (!spoken) return [];
    // A piece that was dropped has no hearing, so a span is settled from its piece only when that was heard.
    const one = spoken.pieces === 1 ? this.hearings.find((h) => Math.abs(h.start - spoken.start) < 1e-6) : undefined;
    const h = one ?? (await this.hear(spoken));
    const pieces = await this.settle(h, this.nextSpan, this.pieces.length, true, spoken.end);
    this.waiting.shift();
    this.nextSpan++;
    this.pieces.push(...pieces);
    this.shown = this.shown.filter((p) => p.start >= spoken.end - 1e-6);
    this.hearings = this.hearings.filter((x) => x.start >= spoken.end - 1e-6);
    return pieces;
  }

  /** Every piece's voice and role from what has been heard so far. */
  async roles(llm: LlmEngine | null = null): Promise<PieceRole[]> {
    return namedRoles(this.pieces, llm);
  }

  /** The provisional lines, with roles as far as the consultation has been heard. */
  async provisional(): Promise<ProvisionalLine[]> {
    if (this.shown.length === 0) return [];
    const roles = (await namedRoles([...this.pieces, ...this.shown], null)).slice(this.pieces.length);
    return this.shown.flatMap((p, k) =>
      p.words ? [{ start: p.start, end: p.end, role: roles[k]?.role ?? 'Patient', ...wordsOf(p.words) }] : [],
    );
  }

  /**
   * The settled transcript once everything has been recognised: the voices named over the whole
   * consultation, neighbouring pieces of one span in one voice joined into one line, as a whole
   * recording's transcript is.
   */
  async transcript(llm: LlmEngine | null): Promise<Transcript> {
    const voices = await voicesOf(this.pieces);
    const lines: HeardLine[] = [];
    let last: { span: number; voice: number | null } | null = null;
    this.pieces.forEach((p, i) => {
      if (!p.words) return;
      const voice = voices.labels[i] ?? null;
      const prev = lines[lines.length - 1];
      if (prev && last && last.span === p.span && last.voice === voice) {
        prev.end = p.end;
        prev.text = `${prev.text} ${p.words.text}`.trim();
        prev.english = `${prev.english} ${p.words.english}`.trim();
      } else {
        lines.push({ start: p.start, end: p.end, voice, ...p.words });
      }
      last = { span: p.span, voice };
    });
    if (lines.length === 0) throw new NoSpeechError('No speech was recognised in the recording.');
    return settleTranscript(
      lines,
      { method: 'mfcc-bic', speakers: voices.speakers },
      { engineName: this.engine.name, durationSec: this.receivedSec, llm },
    );
  }

  /**
   * A span is recognised whole and cut into voice pieces at its pauses, the recogniser's segment
   * ends and BIC changes, as a whole recording's spans are. The voices are named only over the
   * whole consultation, so here each piece stands for its own voice: a segment across two pieces
   * is split between them, and each piece keeps the words spoken in it.
   */
  private async hear(s: SpokenSpan): Promise<Hearing> {
    const local = { start: 0, end: s.samples.length / 16000 };
    const h = await hearSpan(s.samples, local, this.engine);
    const cut = cutSpan(s.samples, local, 0, undefined, segmentEnds(h));
    const parts = cut.length ? cut : [{ span: 0, start: 0, end: local.end, stats: new GaussStats(DIMS) }];
    const stretches = parts.map((p, k) => ({ span: 0, start: p.start, end: p.end, speaker: k }));
    return {
      start: s.start,
      samples: s.samples,
      heard: await linesOfSpan(s.samples, h, stretches, this.engine),
      parts,
    };
  }

  /** A hearing's pieces, each with the words spoken in it; the last reaches to `end` when given (its span's end). */
  private async settle(h: Hearing, span: number, base: number, translate: boolean, end?: number): Promise<LivePiece[]> {
    // A provisional line is shown as heard; the settled one brings the English.
    if (translate) await translateLines(h.samples, h.heard, this.engine, () => undefined);
    return h.parts.map((p, k) => {
      const own = h.heard.filter((x) => x.voice === k);
      const words = own.length
        ? {
            text: own.map((x) => x.text).join(' '),
            english: own.map((x) => x.english).join(' '),
            language: own[0]!.language,
            confidence: own[0]!.confidence,
          }
        : null;
      const last = k === h.parts.length - 1 && end !== undefined;
      return {
        index: base + k,
        span,
        start: h.start + p.start,
        end: last ? end : h.start + p.end,
        stats: p.stats,
        words,
      };
    });
  }
}

/** Every piece's voice and role as far as these pieces tell. */
async function namedRoles(pieces: readonly LivePiece[], llm: LlmEngine | null): Promise<PieceRole[]> {
  const voices = await voicesOf(pieces);
  const spoken = pieces.map((p, i) => ({ p, voice: voices.labels[i] ?? null })).filter((x) => x.p.words);
  const named = await nameRoles(
    spoken.map((x) => ({ english: x.p.words!.english, voice: x.voice })),
    voices.speakers,
    llm,
  );
  const byIndex = new Map(
    spoken.map((x, k) => [x.p.index, { role: named.roles[k] ?? 'Patient', uncertain: named.uncertain[k] ?? false }]),
  );
  return pieces.map((p, i) => ({
    voice: voices.labels[i] ?? null,
    role: byIndex.get(p.index)?.role ?? 'Patient',
    uncertain: byIndex.get(p.index)?.uncertain ?? false,
  }));
}

const wordsOf = (w: PieceWords) => ({ language: w.language, text: w.text, english: w.english });

/** Voice labels of every piece (null for a piece with no voiced frames) and how many voices. */
async function voicesOf(pieces: readonly LivePiece[]): Promise<{ labels: (number | null)[]; speakers: number }> {
  const voiced = pieces.filter((p) => p.stats.n > 0);
  const labels = voiced.length ? await labelPieces(new Float32Array(0), voiced) : [];
  const byIndex = new Map(voiced.map((p, i) => [p.index, labels[i]!]));
  return { labels: pieces.map((p) => byIndex.get(p.index) ?? null), speakers: new Set(labels).size };
}
