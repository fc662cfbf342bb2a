/**
 * A result the clinician states as abnormal and the problem it makes: each analyte (a regular-expression
 * source), the problem a low and a high value make, and the words of a treatment or work-up that takes
 * the problem up ('start a potassium supplement', 'a colonoscopy'). Blood pressure, sugar and
 * cholesterol are left to the conditions they belong to (hypertension, diabetes, high cholesterol).
 */
export interface LabProblemRow {
  analyte: string;
  low: string | null;
  high: string | null;
  treatment: string;
}

export const LAB_PROBLEMS: LabProblemRow[] = [
  {
    analyte: 'sodium',
    low: 'hyponatremia',
    high: 'hypernatremia',
    treatment: 'fluid restriction|salt tablets?|fluids',
  },
  {
    analyte: 'potassium',
    low: 'hypokalemia',
    high: 'hyperkalemia',
    treatment: String.raw`potassium (?:chloride|supplements?|pills?|tablets?)|k-dur|klor-con|kayexalate|lokelma`,
  },
  {
    analyte: 'calcium',
    low: 'hypocalcemia',
    high: 'hypercalcemia',
    treatment: 'calcium (?:supplements?|tablets?)|pth',
  },
  { analyte: 'magnesium', low: 'hypomagnesemia', high: null, treatment: 'magnesium (?:supplements?|oxide|tablets?)' },
  { analyte: 'iron|ferritin', low: 'iron deficiency', high: null, treatment: 'iron|ferrous|infusion' },
  {
    analyte: 'vitamin d|vit d',
    low: 'vitamin d deficiency',
    high: null,
    treatment: 'vitamin d|d3|cholecalciferol|ergocalciferol',
  },
  { analyte: '(?:vitamin )?b12', low: 'vitamin b12 deficiency', high: null, treatment: 'b12|cyanocobalamin' },
  {
    analyte: 'hemoglobin|haemoglobin|blood count|red (?:blood )?cells?|red (?:blood )?count|hb|hgb',
    low: 'anemia',
    high: null,
    treatment: 'iron|ferrous|transfusion|colonoscopy|endoscopy|egd|hematolog(?:y|ist)',
  },
  { analyte: 'platelets?(?: count)?', low: 'thrombocytopenia', high: null, treatment: 'hematolog(?:y|ist)' },
  {
    analyte: 'white (?:blood )?(?:cell )?count|white (?:blood )?cells?|wbc',
    low: 'leukopenia',
    high: 'leukocytosis',
    treatment: 'antibiotics?|hematolog(?:y|ist)',
  },
  {
    analyte: 'liver (?:enzymes?|function(?: tests?)?|tests?)|lfts?|alt|ast|transaminases?',
    low: null,
    high: 'elevated liver enzymes',
    treatment: 'hepatolog(?:y|ist)|hepatitis panel|liver ultrasound',
  },
  {
    analyte: 'alkaline phosphatase|alk phos',
    low: null,
    high: 'elevated alkaline phosphatase',
    treatment: 'bone scan|gamma gt|ggt',
  },
  { analyte: 'creatinine', low: null, high: 'elevated creatinine', treatment: 'nephrolog(?:y|ist)|kidney ultrasound' },
  {
    analyte: 'kidney function|renal function|gfr|egfr',
    low: 'decreased kidney function',
    high: null,
    treatment: 'nephrolog(?:y|ist)|kidney ultrasound',
  },
  { analyte: 'uric acid', low: null, high: 'hyperuricemia', treatment: 'allopurinol|febuxostat|uloric|zyloprim' },
  { analyte: 'testosterone', low: 'low testosterone', high: null, treatment: 'testosterone|androgel' },
  { analyte: 'psa', low: null, high: 'elevated psa', treatment: 'urolog(?:y|ist)|prostate biopsy' },
];

/** Words that take up any abnormal result: 'we'll start a supplement', 'replace it', 'a referral'. */
export const ANY_TREATMENT = ['supplements?', 'replace', 'replacing', 'replacement', 'refer(?:ral|ring)?'];
