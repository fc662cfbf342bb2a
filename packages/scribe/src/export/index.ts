export { formatDate, formatDateTime, isSigned, patientLine, signatureLine, type NoteDocument } from './document.js';
export { lineText, noteSections, type NoteLine, type NoteSection } from './sections.js';
export { noteToMarkdown, noteToText } from './text.js';
export { documentToTransaction, identifierQuery, noteToFhirDocument } from './fhir/bundle.js';
export { noteToAbdmDocument } from './fhir/abdm/bundle.js';
export type { Bundle as FhirBundle } from '@medplum/fhirtypes';
export { DRAFT_WATERMARK, noteToPdf } from './pdf/note-pdf.js';
export { patientCopyToPdf, type PatientCopyPdfInput } from './pdf/patient-copy-pdf.js';
export {
  plainPatientCopy,
  translatePatientCopy,
  writePatientCopy,
  type WrittenPatientCopy,
} from './patient-copy/index.js';
export { typedNoteToMarkdown, typedNoteToText } from './typed/text.js';
export { typedNoteToPdf } from './typed/pdf.js';
