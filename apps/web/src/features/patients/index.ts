/**
 * The patients feature. The patient detail route (app/routes/patient-detail.tsx)
 * composes PatientHeaderCard + usePatient with the consultations feature's timeline/details.
 */
export { PatientsListPage } from './components/patients-list-page';
export { AddPatientForm } from './components/add-patient-form';
export { PatientHeaderCard, type PatientHeaderCardProps } from './components/patient-header-card';
export { PatientHeader } from './components/patient-header';
export { usePatient, patientQueryKey, type UsePatientResult } from './hooks/use-patient';
export { SAMPLE_PATIENT, SAMPLE_PATIENT_ID } from './lib/sample-patient';
export { PatientActions } from './components/patient-actions';
