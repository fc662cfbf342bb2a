/** Who the report speaks of: 'she'/'her', 'he'/'his', or 'they'/'their' when the sex was not said. */
export interface Pronouns {
  subject: string;
  possessive: string;
  object: string;
  reflexive: string;
}

export function pronounsFor(sex: string | null | undefined): Pronouns {
  if (sex === 'female') return { subject: 'she', possessive: 'her', object: 'her', reflexive: 'herself' };
  if (sex === 'male') return { subject: 'he', possessive: 'his', object: 'him', reflexive: 'himself' };
  return { subject: 'they', possessive: 'their', object: 'them', reflexive: 'themselves' };
}

const KEEP = new Set([
  'quit',
  'had',
  'was',
  'used',
  'stopped',
  'drank',
  'smoked',
  'worked',
  'retired',
  'lived',
  'never',
  'just',
  'only',
  'still',
  'also',
  'usually',
  'occasionally',
  'rarely',
  'can',
  'could',
  'will',
  'would',
  'should',
  'might',
  'may',
  'must',
  'got',
  'went',
  'felt',
  'took',
  'saw',
  'fell',
  'hurt',
  'tried',
  // Irregular past forms stay as said: 'i lost my job' → 'lost their job'.
  'lost',
  'left',
  'made',
  'did',
  'said',
  'came',
  'gave',
  'knew',
  'thought',
  'told',
  'found',
  'kept',
  'began',
  'ran',
  'ate',
  'drove',
  'broke',
  'slept',
  'woke',
  'think',
  'guess',
]);
const IRREGULAR: Record<string, string> = { have: 'has', do: 'does', go: 'goes' };
const RELATIVES =
  /\bmy (wife|husband|partner|kids|children|son|daughter|family|parents|mother|father|mom|dad|boyfriend|girlfriend)\b/g;

/**
 * A patient's first-person words in the third person: 'I drink a beer on weekends' → 'drinks a beer on
 * weekends' (withSubject: 'she drinks …'), 'my back hurts' → 'her back hurts'. Verbs after 'I' take the
 * third-person form ('have' → 'has'); past and modal forms stay.
 */
export function thirdPerson(clause: string, p: Pronouns = pronounsFor(null), withSubject = false): string {
  const s = withSubject ? `${p.subject} ` : '';
  // 'they' takes the plural verb; a line without a subject ('drinks socially') takes the singular.
  const plural = withSubject && p.subject === 'they';
  const agree = (verb: string) =>
    plural || KEEP.has(verb) || /ed$/.test(verb)
      ? verb
      : (IRREGULAR[verb] ?? `${verb.replace(/(s|sh|ch|x|o)$/, '$1e')}s`);
  return clause
    .replace(/\bi don't\b|\bi do not\b/g, `${s}${plural ? 'do' : 'does'} not`)
    .replace(/\bi'm\b|\bi am\b/g, `${s}${plural ? 'are' : 'is'}`)
    .replace(/\bi've\b|\bi have\b/g, `${s}${plural ? 'have' : 'has'}`)
    .replace(/\bi'll\b/g, `${s}will`)
    .replace(/\bi'd\b/g, `${s}would`)
    .replace(
      /\bi ((?:(?:actually|really|just|still|also|usually|always|never|even|only|probably|already|definitely|sometimes|kind of|sort of) )*)(\w+)/g,
      (_, adverb: string | undefined, verb: string) => `${s}${adverb ?? ''}${agree(verb)}`,
    )
    .replace(RELATIVES, withSubject ? `${p.possessive} $1` : '$1')
    .replace(/\bmy\b/g, p.possessive)
    .replace(/\bme\b/g, p.object)
    .replace(/\bmyself\b/g, p.reflexive)
    .trim();
}
