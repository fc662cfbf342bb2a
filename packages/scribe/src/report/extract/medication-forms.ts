import { regex } from '../pattern.js';
import { drugMentions } from './drug-mentions.js';
import { FORM_ROUTES } from './medication-form-cues.js';
import { starts } from './medication-plan.js';
import { generic } from './medication-taking.js';
import type { ClinicalFacts, Seg } from './types.js';
import { utterancesOf } from './utterances.js';

/** A form said right after the drug, a filler allowed before it ('clindamycin uh gel'), with how it is written. */
const FORM_ROUTE_READ = FORM_ROUTES.map(
  ([said, written]) => [regex([String.raw`^\s*(?:(?:uh|um)\s+)?(?:`, said, String.raw`)\b`]), written] as const,
);
/** A percent strength first in a dose ('1% twice a day'): the form goes after it, as a prescription reads. */
const PERCENT_FIRST = /^[\d.]+% /;

/** The form and route said right after a drug, as the plan writes them ('gel topically'); null when none is. */
export function formAfter(after: string): string | null {
  return FORM_ROUTE_READ.find(([re]) => re.test(after))?.[1] ?? null;
}

/**
 * The dose with a form and route ('gel topically twice a day', '1% gel topically twice a day'); the dose
 * as read when there is no form, or when the dose already names one ('1% cream').
 */
export function withForm(dosage: string | null, form: string | null): string | null {
  if (!form || dosage?.includes(form.split(' ')[0]!)) return dosage;
  if (!dosage) return form;
  return PERCENT_FIRST.test(dosage) ? dosage.replace(PERCENT_FIRST, (p) => `${p}${form} `) : `${form} ${dosage}`;
}

/**
 * A medicine started with no form said in the order ('we'll try benzoyl peroxide with clindamycin') whose
 * form the consultation gives elsewhere ('that's clindamycin gel'): written with that form, when one form
 * only is said of it, so a gel is never read as tablets. Two forms said ('the cream or the ointment') add none.
 */
export function formsSaidElsewhere(segs: Seg[], facts: ClinicalFacts) {
  const forms = new Map<string, Set<string>>();
  for (const u of utterancesOf(segs))
    for (const m of drugMentions(u.text)) {
      const form = formAfter(u.text.slice(m.end));
      if (form) forms.set(generic(m.name), (forms.get(generic(m.name)) ?? new Set()).add(form));
    }
  for (const p of facts.planMedications) {
    const said = [...(forms.get(generic(p.value.name)) ?? [])];
    // 'clindamycin topical' and 'clindamycin gel' are one form: the route alone is part of 'gel topically'.
    const distinct = said.filter((f) => !said.some((o) => o !== f && o.endsWith(f)));
    if (!starts(p.value.action) || distinct.length !== 1) continue;
    p.value = { ...p.value, instructions: withForm(p.value.instructions, distinct[0]!) };
  }
}
