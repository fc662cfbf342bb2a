/**
 * How the consultation tells that a condition was taken out before this visit ('you had a skin cancer
 * removed five months ago', 'they removed a cataract from your eye'): it is past history, not a problem
 * of today's assessment. assessment-past.ts reads these words around the condition's name.
 */

/** Before the condition, with the removal after it: 'had a skin cancer removed', "you've had the polyp taken out". */
export const HAD_BEFORE = ['had', "'ve had", 'have had', 'got'];
/** After the condition, in the past: 'removed', 'cut out'. */
export const REMOVED_AFTER = ['removed', 'excised', 'taken out', 'cut out', 'resected'];
/** Before the condition, the removal told in the past: 'they removed a', 'took out your'. */
export const REMOVED_BEFORE = ['removed', 'excised', 'took out', 'cut out', 'resected'];
/** Words after the removal that make it today's: 'removed today', 'excised this morning'. */
export const TODAY_AFTER = ['today', 'this morning', 'just now', 'right now'];
