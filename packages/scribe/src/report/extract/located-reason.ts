import { partsIn } from '../claims/body-parts.js';
import { regex, wordsOf } from '../pattern.js';
import { OPENING_REACH, SITE_PARTS, VISIT_WORDS } from '../vocabulary/complaint-cues.js';
import { complaintKind, complaintSite, disputedLine, sideNear, type Disputed, type Site } from './complaint-site.js';
import { sideTakenBack } from './complaint-side.js';
import { symptomMentions } from './symptoms.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

const VISIT = regex([wordsOf(VISIT_WORDS)]);
/** A side said in the reason ('both knees' too): nothing is added before its part. */
const SIDED = /\b(?:left|right|bilateral|both)\b/;
/** Kinds of complaint a cause is written with ('right knee pain after a fall'); a lump or an ulcer has none. */
const CAUSED = new Set(['pain', 'injury']);

/** A reason that is a part's pain or injury as said, with nothing after it: 'right knee pain'. */
const PART_PAIN = /\b(?:pain|injury)$/;

/** What brought a complaint on, as written after it (' after a fall'), or ''. */
function causeWritten(site: Site): string {
  return site.cause && CAUSED.has(site.noun ?? '') && !injuryKind(site) ? ` after ${site.cause}` : '';
}

/**
 * An injury whose cause is itself a kind of injury names that kind instead of saying it twice: 'left ankle
 * twisting injury', not 'left ankle injury after a twisting injury'. Null for any other complaint.
 */
function injuryKind(site: Site): string | null {
  return site.noun === 'injury' && site.cause?.endsWith('injury') ? site.cause.replace(/^an? /, '') : null;
}

/** 'right upper arm pain', 'left ankle injury after a fall', 'left ankle twisting injury', 'bilateral knee pain' */
function written(site: Site): string {
  return `${site.side ? `${site.side} ` : ''}${site.words} ${injuryKind(site) ?? site.noun ?? 'pain'}${causeWritten(site)}`;
}

/**
 * The chief complaint with its body part and side, as a clinician writes it: a reason that names a part
 * ('knee pain') gets the side said for that part ('right knee pain'); a reason with no part that is a local
 * complaint ('swelling', 'a lot of pain'), or none, or a reason said after the patient first told of a
 * located complaint with its side, becomes that complaint ('it's my right upper arm, it hurts' → 'right upper arm pain').
 * A visit that is not for a complaint ('annual exam', 'follow-up of diabetes') stays as said.
 */
export function locateReason(segs: Seg[], facts: ClinicalFacts) {
  const reason = facts.reason;
  const all = utterancesOf(segs);
  const at = reason ? all.findIndex((u) => reason.segmentIds.includes(u.seg.id)) : -1;
  const named = reason ? partsIn(reason.value).find((p) => SITE_PARTS.includes(p.part)) : undefined;
  if (reason && named) {
    // A side the patient took back ('my left knee, no sorry, the right one') is written as the one they meant.
    const own = SIDED.exec(reason.value);
    const back = own?.[0] === 'left' || own?.[0] === 'right' ? sideTakenBack(segs, named.part, at, own[0]) : null;
    if (own && back)
      reason.value = `${reason.value.slice(0, own.index)}${back}${reason.value.slice(own.index + own[0].length)}`;
    const side = own ? null : sideNear(segs, named.part, Math.max(0, at));
    if (side?.disputed) offerDisputed(facts, reason.value, named.index, side.disputed, named.part);
    if (side && !side.disputed) {
      const v = reason.value;
      reason.value = `${v.slice(0, named.index)}${side.side} ${v.slice(named.index)}`;
      if (!reason.segmentIds.includes(side.id)) reason.segmentIds.push(side.id);
    }
    withCause(segs, reason, named.part, at);
    return;
  }
  if (reason && VISIT.test(reason.value)) return;
  const site = complaintSite(segs, Math.max(at + 1, OPENING_REACH));
  // Another symptom given as the reason yields only to a complaint with its side said before it; a diagnosis
  // the visit is for ('newly diagnosed melanoma') yields to none.
  const symptom = reason ? symptomMentions(reason.value).length > 0 : false;
  if (!site || (reason && !complaintKind(reason.value) && (!symptom || site.at >= at || !site.side))) return;
  // A part named with its side but no complaint word is a pain only when no symptom was told before it:
  // 'blurry vision … a blind spot in my right eye' places the vision complaint, it is no eye pain.
  const told = (ids: string[]) => all.findIndex((u) => ids.includes(u.seg.id));
  if (!site.noun && facts.symptoms.some((s) => told(s.segmentIds) >= 0 && told(s.segmentIds) < site.at)) return;
  facts.reason = { value: written(site), segmentIds: site.segmentIds };
  if (site.disputed) offerDisputed(facts, facts.reason.value, 0, site.disputed, site.part);
}

/**
 * A part's pain given as the reason ('knee pain') takes what the patient says brought it on, as the located
 * complaint of the opening tells it for the same part ('i twisted it at work'): 'right knee pain after a
 * twisting injury', and 'ankle injury' becomes 'left ankle twisting injury'. A reason that already says a cause,
 * or is no pain or injury, stays as it is.
 */
function withCause(segs: Seg[], reason: NonNullable<ClinicalFacts['reason']>, part: string, at: number) {
  if (!PART_PAIN.test(reason.value)) return;
  const site = complaintSite(segs, Math.max(at + 1, OPENING_REACH));
  if (!site || site.part !== part) return;
  const kind = injuryKind(site);
  const cause = causeWritten(site);
  if (kind && reason.value.endsWith('injury')) reason.value = `${reason.value.slice(0, -'injury'.length)}${kind}`;
  else if (cause) reason.value += cause;
  else return;
  for (const id of site.segmentIds) if (!reason.segmentIds.includes(id)) reason.segmentIds.push(id);
}

/**
 * A complaint whose side the talk disagrees on ('my left knee' … the clinician: 'the right knee is swollen') is
 * written with no side, and offered with the side said near it and the clinician's other one, for the clinician to settle.
 */
function offerDisputed(facts: ClinicalFacts, reason: string, at: number, d: Disputed, part: string) {
  facts.held.push({ value: { section: 'chiefComplaint', text: disputedLine(reason, at, d, part) }, segmentIds: d.ids });
}
