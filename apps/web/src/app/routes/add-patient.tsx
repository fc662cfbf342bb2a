import { AddPatientForm } from '@/features/patients';

export function Component() {
  return (
    <div className="p-3 sm:p-6">
      <AddPatientForm />
    </div>
  );
}
