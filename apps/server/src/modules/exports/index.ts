// What other modules may use of the exports module: the note as every export reads it.
export { exportSource, type ExportSource } from './note-document.js';
