/**
 * How the summary's first sentence says why the patient was seen, by the reason's wording, as a clinician
 * writes it: [the reason as the chief complaint words it, what follows 'seen' in its place, $1 being the
 * words said after the matched ones]. 'Seen' already says a visit, and care is established, not
 * 'establishing'. A reason no row matches is written 'seen for <reason>'. Data only: narrative.ts reads it.
 * Regular-expression sources over the reason, whole words, any case.
 */
export const SEEN_AS: [string, string][] = [
  // 'establishing care for DCIS' -> 'seen to establish care for DCIS'
  [String.raw`^(?:establishing|to establish) care\b(.*)$`, 'to establish care$1'],
  // 'follow-up visit for diabetes' -> 'seen for follow-up for diabetes'
  [String.raw`^(?:a )?follow[- ]?up visit\b(.*)$`, 'for follow-up$1'],
];
