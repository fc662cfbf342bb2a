export { renderNote, FACT_SECTION, type RenderSource } from './render.js';
export { rxColumns, type RxColumns } from './rx.js';
export { reviewDate } from './review.js';
export { loadNoteTemplate, noteTemplateJsonSchema } from './load.js';
