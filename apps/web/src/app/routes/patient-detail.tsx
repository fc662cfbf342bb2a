import { useParams } from 'react-router';
import { PatientConsultations } from '@/features/consultations';
import { PatientHeaderCard, usePatient } from '@/features/patients';

/** Spec §2 Patient detail: header card, 'Record Consultation', and the timeline beside the details pane. */
export function Component() {
  const { patientId = '' } = useParams();
  const { patient, isLoading, error, isRefreshing, refresh } = usePatient(patientId);
  if (isLoading) return <p className="p-6 text-sm text-muted-foreground">Loading…</p>;
  if (error) return <p role="alert" className="p-6 text-sm text-destructive">{error}</p>;
  if (!patient) return <p className="p-6 text-sm text-muted-foreground">No data.</p>;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <PatientHeaderCard patient={patient} onRefresh={refresh} refreshing={isRefreshing} />
      <PatientConsultations key={patientId} patientId={patientId} />
    </div>
  );
}
