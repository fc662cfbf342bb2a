import type { PatientReport } from '@asha/contracts';
import { DRUG_CLASSES } from '../vocabulary/drug-classes.js';
import { DRUG_SYNONYMS } from '../vocabulary/drug-names.js';
import type { Consultation } from './consultation-types.js';
import { drugMentionsIn } from './drugs.js';
import { claimText } from './text.js';
import { NOT_TOGETHER } from './two-of-a-kind-cues.js';
import { uniq, type Finding } from './types.js';

const generic = (name: string) => DRUG_SYNONYMS[name] ?? name;

/** Put on the skin: a gel or cream of one kind beside tablets of another is no second dose taken in. */
const ON_THE_SKIN = /\b(?:gel|cream|ointment|lotion|patch|topical(?:ly)?)\b/i;

/** The medicine a plan item orders, as the checker knows it: the one its name starts with. */
function orderedDrug(name: string): string | null {
  const m = drugMentionsIn(claimText(name))[0];
  return m ? generic(m.name) : null;
}

/**
 * Two medicines of one kind ordered as new in one plan (two NSAIDs, two anticoagulants), which taken
 * together add up their harm: flagged on the later one as a caution to check, naming both. Only orders
 * the plan starts or restarts, and not one put on the skin: a medicine stopped or kept on is no new
 * second one.
 */
export function twoOfAKind(r: PatientReport, c: Consultation): Map<string, Finding> {
  const started = r.plan.medications.flatMap((m, i) => {
    const ordered = m.action === null || m.action === 'start' || m.action === 'restart';
    const drug = ordered && !ON_THE_SKIN.test(`${m.name} ${m.instructions ?? ''}`) ? orderedDrug(m.name) : null;
    return drug ? [{ path: `plan.medications.${i}`, drug }] : [];
  });
  const out = new Map<string, Finding>();
  for (const [kind, two] of NOT_TOGETHER) {
    const members = (DRUG_CLASSES[kind] as readonly string[]).map(generic);
    const ofKind = started.filter((s) => members.includes(s.drug));
    const first = ofKind[0];
    const second = ofKind.find((s) => s.drug !== first?.drug);
    if (!first || !second) continue;
    out.set(second.path, {
      kind: 'implausible',
      claim: 'medication',
      reason: `Check: ${two} ordered together (${first.drug} and ${second.drug}) — their harms add up`,
      segmentIds: uniq([...(c.drugs.get(first.drug)?.segs ?? []), ...(c.drugs.get(second.drug)?.segs ?? [])]),
    });
  }
  return out;
}
