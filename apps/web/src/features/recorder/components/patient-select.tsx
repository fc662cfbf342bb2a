import { shortened } from '@/components/ui/clamped-text';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { usePatientOptions } from '../api/patient-options';

/** The patient a recording on the recorder screen belongs to; a long name is cut, whole on hover. */
export function PatientSelect({
  value,
  needPatient,
  onChange,
}: {
  value: string;
  needPatient: boolean;
  onChange(id: string): void;
}) {
  const patients = usePatientOptions();
  const chosen = patients.data?.find((p) => p.patientId === value);
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor="recorder-patient">Patient</Label>
      <NativeSelect
        id="recorder-patient"
        className="w-full min-w-0"
        title={chosen?.name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{patients.isPending ? 'Loading…' : 'Choose a patient'}</option>
        {patients.data?.map((p) => (
          <option key={p.patientId} value={p.patientId} title={p.name}>
            {shortened(p.name)}
          </option>
        ))}
      </NativeSelect>
      {needPatient && (
        <p role="alert" className="text-sm text-destructive">
          Choose the patient this recording belongs to.
        </p>
      )}
      {patients.error && (
        <p className="text-sm text-destructive">{patients.error.message || 'Failed to load patients'}</p>
      )}
    </div>
  );
}
