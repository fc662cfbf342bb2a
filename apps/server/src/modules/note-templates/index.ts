// What other modules and the templates CLI may use of the note-templates module; everything else in it is its own.
export { assertUsableNoteType, newestTemplateVersion, noteTemplateFor } from './resolve.js';
export {
  addVersion as addTemplateVersion,
  disableTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  toStored,
  type TemplateRow,
} from './store.js';
