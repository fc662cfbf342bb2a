/**
 * Numbers and time spans in the one written form the writer and the checker both read (normalise() applies
 * these after spoken numbers are digits): a span written short ('x 2 wks'), a spoken decimal ('point six
 * mg', '98 . 2'), a decade in words ('in his sixties'), thousands, halves ('an hour and a half', 'half a
 * year') and spans said loosely ('twenty plus years', 'four five six days', '3 or 4 months', 'a week or 2').
 */

const SHORT_UNITS: Record<string, string> = {
  wk: 'week',
  wks: 'weeks',
  mos: 'months',
  yr: 'year',
  yrs: 'years',
  hrs: 'hours',
};
const HALF: Record<string, string> = { hour: '30 minutes', day: '12 hours', year: '6 months' };
const DECADES: Record<string, string> = {
  twenties: '20s',
  thirties: '30s',
  forties: '40s',
  fifties: '50s',
  sixties: '60s',
  seventies: '70s',
  eighties: '80s',
  nineties: '90s',
};

/** A normalised text with its numbers and spans written one way. */
export function writtenSpans(text: string): string {
  return (
    text
      // A span written short after its number ('x 2 wks', 'f/u 3 mos'): 'HR 88' is a heart rate, not hours.
      .replace(/\b(\d+(?:\.\d+)?)\s?(wks?|mos|yrs?|hrs)\b/g, (_, n: string, u: string) => `${n} ${SHORT_UNITS[u]}`)
      // A spoken decimal with no whole number ('point six milligrams', 'a point one twenty five mg') is under one: 0.6, 0.125.
      .replace(
        /(?<![\d.]\s*|\b(?:this|that|some|the|what|which|any) )\bpoint (\d+)(?=\s*(?:mg|milligrams?|mcg|micrograms?|units?|ml|cc)\b)/g,
        '0.$1',
      )
      // A decade said in words is the decade written in digits: 'in the sixties' is 'in the 60s'.
      .replace(/\b(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/g, (w) => DECADES[w]!)
      // Speech writes '12. 5 milligrams' and 'a thousand milligrams'; a note writes '3 or 4 months', 'a year and a half'.
      .replace(/(\d)\.\s+(\d+)(?=\s*(?:mg|milligrams?|mcg|units?)\b)/g, '$1.$2')
      // Recognisers split a spoken decimal at its point ('98 . 2', '180 . 5 pounds'); not a sentence ending in a number before a span or count ('… 2019. 2 years ago').
      .replace(
        /(?<![\d./])(\d{1,3})\.\s(\d{1,2})\b(?![.,]?\d)(?!\s*(?:days?|weeks?|months?|years?|hours?|minutes?|times?|or|to|and|of|x|-|\/|more|other|kids|children)\b)/g,
        '$1.$2',
      )
      // A vital's decimal split by the recogniser, whatever follows ('your temperature is 98. 7 and your heart rate…').
      .replace(/(\b(?:temperature|temp|weight|weighs|weighed|a1c)\b[^.\d]{0,16}\d{1,3})\.\s(\d)\b(?![.,]?\d)/g, '$1.$2')
      .replace(/\b(?:a|1) thousand\b/g, '1000')
      .replace(/(?<![\d.])(\d+(?:\.\d+)?) thousand\b/g, (_, n: string) => String(Number(n) * 1000))
      .replace(/\ban? (hour|day|week|month|year) and a half\b/g, '1.5 $1s')
      // 'The last week and a half' is a span of 1.5 weeks, not last week.
      .replace(/\bthe (last|past) (day|week|month|year) and a half\b/g, 'the $1 1.5 $2s')
      // A count and a half of a thing had ('a pack and a half a day', 'a glass and a half') is 1.5 of it.
      .replace(
        /\b(?:a|an|one|1) (pack|glass|drink|beer|bottle|can|cup|tablet|pill) and a half\b/g,
        (_, thing: string) => `1.5 ${thing}${thing.endsWith('s') ? 'es' : 's'}`,
      )
      // Half of a unit is said as the next smaller one: 'half an hour' is 30 minutes, 'a half day' 12 hours, 'half a year' 6 months.
      // Not the half of a count said before it: '2 and a half a day' is 2.5 a day, not 2 and 12 hours.
      .replace(/(?<!\band (?:an? )?)\b(?:an? )?half (?:an? )?(hour|day|year)\b/g, (_, u: string) => HALF[u]!)
      // 'Twenty plus years', '20-plus years' and 'four or so years' say about that span: the span is the number said.
      .replace(/\b(\d+)(?:[- ]plus| or so) (?=(?:minute|hour|day|night|week|month|year)s?\b)/g, '$1 ')
      // Counting up to a span ('four five six seven days') says each number of it: the run from its first to its last.
      .replace(
        /\b(\d{1,2})((?: \d{1,2}){1,4}) (minute|hour|day|week|month|year)s?\b/g,
        (m, first: string, rest: string, u: string) => {
          const run = [first, ...rest.trim().split(' ')].map(Number);
          return run.every((n, i) => i === 0 || n === run[i - 1]! + 1) ? `${run[0]} to ${run.at(-1)} ${u}s` : m;
        },
      )
      // '2-1/2 months', '2 1/2 months', '2 and a half months' are 2.5 months.
      .replace(/\b(\d+)(?:[- ]1\/2| and (?:a )?half)(?= (?:day|week|month|year)s?\b)/g, '$1.5')
      .replace(/\b(\d+) or (\d+) (day|week|month|year)s?\b/g, '$1 to $2 $3s')
      // 'back in a week or 2' is 1 to 2 weeks.
      .replace(
        /\b(?:a|an|one|1) (day|week|month|year) or (\d+)\b(?!\s*(?:[a-z]+ )?(?:days?|weeks?|months?|years?|times?)\b)/g,
        '1 to $2 $1s',
      )
  );
}
