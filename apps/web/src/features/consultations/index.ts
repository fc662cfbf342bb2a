/**
 * The consultations feature: the patient screen's 'Record Consultation' card, the
 * Consultations timeline and the details pane. Composed by app/routes/patient-detail.tsx.
 */
export { PatientConsultations } from './components/patient-consultations';
