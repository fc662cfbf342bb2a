import type { VitalKey } from '../extract/index.js';
import type { SexSaid } from './read-person.js';
import type { Polar } from './read-talk.js';
import type { SaidSide } from './said-side-types.js';

/** What the consultation states about one medicine: the doses and frequencies said with it. */
export interface DrugFacts {
  segs: string[];
  doses: Map<string, string[]>;
  /** doses said as where a change goes ('increase it to 40 mg') and where it starts ('from 20 mg') */
  targets: Set<string>;
  froms: Set<string>;
  freqs: Set<number | 'prn'>;
  /** how long to take it, in days ('for about 3 weeks') */
  courses: Set<number>;
  allergySegs: string[];
}

/** Everything the checker compares report claims with, each fact with the segments that state it. */
export interface Consultation {
  segs: { id: string; role: string; text: string }[];
  text: string;
  drugs: Map<string, DrugFacts>;
  /** a dose number → the medicines it was said with */
  doseOwners: Map<string, Set<string>>;
  symptoms: Map<string, Polar>;
  conditions: Map<string, Polar>;
  /** every condition named, asked about or not */
  conditionNames: Set<string>;
  /** conditions told only of a relative (kin-conditions.ts): the relative, and the turns that say so */
  kinConditions: Map<string, { relation: string; segs: string[] }>;
  sides: SaidSide[];
  /** the side said to be the worse one ('my right knee hurts more than the left') */
  worse: { side: 'left' | 'right'; seg: string }[];
  allergies: Map<string, string[]>;
  noAllergies: string[];
  vitals: Map<VitalKey, { value: string; seg: string }[]>;
  /** ages said, `other` where they may be someone else's ('my mother is 80 years old') */
  ages: { n: number; seg: string; other: boolean }[];
  sex: SexSaid;
  /**
   * spans said ('3 weeks'), points in the past said relative to today ('last week': `relative`), spans a plan prescribes
   * ('therapy for 6 to 8 weeks': `plan`), when to come back ('in 7 days': `comeBack`), the least a span was ('3 days or
   * so': `atLeast`), and the symptoms said just before each (or asked in the question a bare reply answers)
   */
  spans: {
    days: number;
    seg: string;
    role: string;
    followUp: boolean;
    comeBack?: boolean;
    atLeast?: boolean;
    text: string;
    relative?: boolean;
    plan?: boolean;
    symptoms?: string[];
  }[];
}
