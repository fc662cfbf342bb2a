/**
 * The words by which a clinician names the patient's sex by a title ('hi mrs. peterson'). The words of an
 * age and a sex said together are the reading's (reading/person-cues.ts).
 */

/** The title a clinician addresses or names the patient by ('hi mrs. peterson', 'i'm seeing mr. allen'), and the sex it names. */
export const TITLES: Record<string, string> = { mrs: 'female', ms: 'female', miss: 'female', mr: 'male' };

/** Words before a title when the clinician greets or names the patient: 'hello', 'i'm seeing', 'are you'. */
export const ADDRESSING = [
  'hi',
  'hello',
  'hey',
  'morning',
  'afternoon',
  'evening',
  'seeing',
  'are you',
  'thank you',
  'thanks',
  'welcome',
  'patient is',
];

/** Words after 'miss' that make it a verb ('i don't miss anything'), not a title. */
export const NOT_NAMES = [
  'a',
  'an',
  'the',
  'it',
  'that',
  'this',
  'any',
  'anything',
  'one',
  'out',
  'work',
  'school',
  'you',
];
