// The shared report viewer: used by the consultations details pane and the
// Patient Reports browser.
export { ReportView, type ReportViewProps } from './report-view';
export { SAMPLE_REPORT_JSON, SAMPLE_REPORT_DELAY_MS, loadSampleReport, sampleReport } from './sample-report';
export { ReportCards } from './report-view';
export { AnnotationsContext, covers, segmentIdsFor, itemFlagsAt, cardForSection, type CardId } from './annotations';
export { ClinicianMark, flagMessage, showsTurns, SourceButton } from './flag-notes';
export { CARD_ORDER, CARD_TITLE } from './card-titles';
export { isSaid, SAID_TITLE, SaidPanel } from './said-panel';
