/** The patient screen's Access history (the audit trail of one patient); composed by app/routes/patient-detail.tsx. */
export { AccessHistoryPanel } from './access-history-panel';
