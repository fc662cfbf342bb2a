import { display } from './text.js';
import { isNegated } from '../reading/context.js';
import { regex } from '../pattern.js';
import { ACTIONS, CONDITIONS, DEPENDS_ON } from './plan-contingency-cues.js';
import { amount, HOW_MANY, INTERVAL_UNIT } from './plan-interval.js';

/** 'if' or 'unless', not 'see if' ('we'll see if you need antibiotics' is a question the result answers). */
const IF = /(?<!\b(?:see|check|find out) )\b(?:if|unless)\b/g;
const CONDITION_RES = CONDITIONS.map((c) => ({ re: new RegExp(c.cue), written: c.written }));
const ACTION_RES = ACTIONS.map((a) => ({ re: new RegExp(a.cue, 'g'), written: a.written }));
const DEPENDS = new RegExp(DEPENDS_ON, 'g');
/** The clinician as the one who will act: 'we may have to', "i'll", 'we can'. */
const AGENT = /\b(?:we|i)(?:'ll|'d| will| would| may| might| can| could| should)\b/;
/** How far an 'if' reaches to its condition, how far back an action looks for who does it, and how far a trigger reaches its action. */
const IF_REACH = 50;
const AGENT_REACH = 50;
const ACTION_REACH = 130;
/** The time a condition is counted over, said right after it: 'if it hasn't passed in 1 to 2 weeks'. */
const WITHIN_TIME = regex([
  String.raw`^[^.?!]{0,12}?\b(?:in|within|after|by) (?:about |another |that |the next )?`,
  HOW_MANY,
  String.raw`\s+`,
  INTERVAL_UNIT,
  String.raw`\b`,
]);

/** 'but if not, we can discuss lithotripsy': a condition said short, blanked so its 'not' denies nothing after it. */
const IF_NOT = /\bif not\b/g;
const unless = (text: string) => text.replace(IF_NOT, (w) => ' '.repeat(w.length));

interface Trigger {
  at: number;
  /** where the condition's words end: a 'not' in them ('if it doesn't get better') denies no action */
  end: number;
  written: string;
}

/** Each condition a statement sets: 'if it doesn't get better' → 'if no improvement'; 'based on the urinalysis' → 'depending on the urinalysis'. */
function triggers(text: string): Trigger[] {
  const out: Trigger[] = [];
  for (const m of text.matchAll(IF)) {
    const window = text.slice(m.index, m.index + IF_REACH);
    for (const c of CONDITION_RES) {
      const said = c.re.exec(window);
      if (!said) continue;
      const time = WITHIN_TIME.exec(window.slice(said.index + said[0].length) + text.slice(m.index + IF_REACH));
      const end = m.index + said.index + said[0].length;
      out.push({ at: m.index, end, written: `if ${c.written}${time ? ` in ${amount(time[1]!)} ${time[2]}` : ''}` });
      break;
    }
  }
  for (const m of text.matchAll(DEPENDS))
    out.push({ at: m.index, end: m.index + m[0].length, written: `depending on the ${m[1]}` });
  return out;
}

/**
 * The plans a clinician's statement keeps for later, each with its trigger ('if it doesn't get better we
 * may have to increase the dose or send you to the hospital' → 'Increase the dose or hospital admission if
 * no improvement'). An action is read only where the clinician is the one to act ('we may have to', 'we
 * can') within reach of a condition; one denied is none, and 'if you're not better after the antibiotics'
 * plans no antibiotics.
 */
export function contingenciesIn(text: string): string[] {
  const set = triggers(text);
  if (set.length === 0) return [];
  const planned = new Map<Trigger, string[]>();
  for (const a of ACTION_RES)
    for (const m of text.matchAll(a.re)) {
      const end = m.index + m[0].length;
      if (!AGENT.test(text.slice(Math.max(0, m.index - AGENT_REACH), m.index))) continue;
      const nearest = set
        .filter((t) => Math.abs(t.at - m.index) < ACTION_REACH)
        .sort((x, y) => Math.abs(x.at - m.index) - Math.abs(y.at - m.index))[0];
      if (!nearest) continue;
      // Denied in the words from the condition's end on: the condition's own 'not' is no denial of the action.
      const from = nearest.end <= m.index ? nearest.end : 0;
      if (isNegated(unless(text.slice(from)), m.index - from, end - from)) continue;
      const actions = planned.get(nearest) ?? [];
      if (!actions.includes(a.written)) planned.set(nearest, [...actions, a.written]);
    }
  return [...planned].map(([t, actions]) => display(`${actions.join(' or ')} ${t.written}`));
}
