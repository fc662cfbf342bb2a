import { useParams } from 'react-router';
import { AccessHistoryPanel } from '@/features/access-history';
import { PatientConsultations } from '@/features/consultations';
import { PatientActions, PatientHeaderCard, SAMPLE_PATIENT_ID, usePatient } from '@/features/patients';
import { Loading } from '@/components/loading';

/**
 * Patient detail: header card (with Edit and Delete), 'Record Consultation', the timeline
 * beside the details pane, and the patient's Access history.
 */
export function Component() {
  const { patientId = '' } = useParams();
  const { patient, isLoading, error, isRefreshing, refresh } = usePatient(patientId);
  if (isLoading) return <Loading className="p-6" />;
  if (error)
    return (
      <p role="alert" className="p-6 text-sm text-destructive">
        {error}
      </p>
    );
  if (!patient) return <p className="p-6 text-sm text-muted-foreground">No data.</p>;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <PatientHeaderCard
        patient={patient}
        onRefresh={refresh}
        refreshing={isRefreshing}
        actions={<PatientActions patient={patient} />}
      />
      <PatientConsultations key={patientId} patientId={patientId} />
      {patientId !== SAMPLE_PATIENT_ID && <AccessHistoryPanel key={`history-${patientId}`} patientId={patientId} />}
    </div>
  );
}
