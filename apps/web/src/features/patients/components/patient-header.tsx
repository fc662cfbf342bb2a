import { usePatient } from '../hooks/use-patient';
import { PatientHeaderCard } from './patient-header-card';
import { Loading } from '@/components/loading';

/**
 * The header card with its own loading, error and empty states, for pages that only need the header.
 */
export function PatientHeader({ patientId }: { patientId: string }) {
  const { patient, isLoading, error, isRefreshing, refresh } = usePatient(patientId);
  if (isLoading) return <Loading className="p-4" />;
  if (error)
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {error}
      </p>
    );
  if (!patient) return <p className="p-4 text-sm text-muted-foreground">No data.</p>;
  return <PatientHeaderCard patient={patient} onRefresh={refresh} refreshing={isRefreshing} />;
}
