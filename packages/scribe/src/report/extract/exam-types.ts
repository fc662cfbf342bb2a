import type { ExamField, ExamSystem } from '../vocabulary/exam-systems.js';

/** A part of the examination named in a clause, with the side said with it. */
export interface PartNamed {
  system: ExamSystem;
  index: number;
  end: number;
  side: string | null;
  /** named as the speaker's own ('my knee'): the patient's account, not the examiner's */
  mine?: boolean;
  /** its side is 'bilateral' only because it was named in the plural ('your ankles') */
  plural?: boolean;
}

/**
 * One finding as a note writes it: under its heading ('Right knee'), its phrase ('mild swelling',
 * 'no murmur'), and whether it is an abnormal finding present, a normal one, or one found absent.
 */
export interface ExamReading {
  heading: string;
  /** the part's label and the side said with it, to join what was said of 'the knee' to 'the right knee' */
  system: string;
  side: string | null;
  /** the finding's written term, whatever was said of it */
  term: string;
  field: ExamField;
  phrase: string;
  kind: 'present' | 'normal' | 'absent';
  at: number;
  /** where on the part it was found ('of the right lower quadrant'), when said */
  site?: string;
  /** the findings this one's words are a lay name for ('an extra sound' for a murmur) */
  layFor?: string[];
  /** the segment it was said in, once read from the consultation */
  segmentId?: string;
}
