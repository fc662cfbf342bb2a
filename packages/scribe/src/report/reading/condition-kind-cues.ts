/**
 * Conditions and the broader conditions they are a kind of ('melanoma' is a skin cancer, 'hallux rigidus' the
 * arthritis of the great toe). Data only: the interpreter is reading/condition-kinds.ts. A row names the
 * nearest broader conditions; their own rows give the ones above them.
 */
export const CONDITION_KINDS: Readonly<Record<string, readonly string[]>> = {
  melanoma: ['skin cancer'],
  'basal cell carcinoma': ['skin cancer'],
  'skin cancer': ['cancer'],
  dcis: ['ductal carcinoma'],
  'ductal carcinoma in situ': ['ductal carcinoma'],
  'invasive ductal carcinoma': ['ductal carcinoma'],
  'ductal carcinoma': ['breast cancer'],
  'breast cancer': ['cancer'],
  'pancreatic cancer': ['cancer'],
  'colon cancer': ['cancer'],
  'lung cancer': ['cancer'],
  'prostate cancer': ['cancer'],
  'ovarian cancer': ['cancer'],
  lymphoma: ['cancer'],
  leukemia: ['cancer'],
  'hallux rigidus': ['osteoarthritis'],
  osteoarthritis: ['arthritis'],
  'rheumatoid arthritis': ['arthritis'],
  'type 2 diabetes': ['diabetes'],
  'type 1 diabetes': ['diabetes'],
};

/**
 * Words by which a clinician gives a condition the name the note will carry ('you've had dcis, which we'll list
 * in my note as stage 0 ductal carcinoma'): what is named before them and after them is one problem.
 */
export const RENAMED_AS: readonly string[] = [
  "(?:which|that) (?:we|i)(?:'ll| will)? (?:list|record|document|write|code|call)(?: it| that)?(?: in (?:my|the|your) (?:note|chart))? as",
];
