import type { Patient } from '@asha/contracts';
import { useNavigate } from 'react-router';
import { ClampedText } from '@/components/ui/clamped-text';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '../lib/format';
import { SAMPLE_PATIENT_ID } from '../lib/sample-patient';

// Email, phone, gender, DOB and Created hide on narrower screens; the email then sits under the name.
const EMAIL = 'hidden md:table-cell';
const PHONE = 'hidden lg:table-cell';
const DETAIL = 'hidden xl:table-cell';
const CREATED = 'hidden lg:table-cell';

export function PatientsTable({
  patients,
  loading,
  searching,
}: {
  patients: Patient[];
  loading: boolean;
  searching: boolean;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead className={EMAIL}>Email</TableHead>
          <TableHead className={PHONE}>Phone</TableHead>
          <TableHead className={DETAIL}>Gender</TableHead>
          <TableHead className={DETAIL}>DOB</TableHead>
          <TableHead className={CREATED}>Created</TableHead>
          <TableHead>Patient ID</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody aria-busy={loading}>
        {patients.map((p) => (
          <PatientRow key={p.patientId} patient={p} />
        ))}
        {loading && <SkeletonRows />}
        {!loading && patients.length === 0 && <EmptyRow searching={searching} />}
      </TableBody>
    </Table>
  );
}

function PatientRow({ patient: p }: { patient: Patient }) {
  const navigate = useNavigate();
  // A relative path named by the patient id.
  const open = () => navigate(p.patientId);
  return (
    <TableRow
      tabIndex={0}
      className="cursor-pointer focus-visible:bg-muted focus-visible:outline-none"
      data-tour={p.patientId === SAMPLE_PATIENT_ID ? 'test-patient' : undefined}
      onClick={open}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), open())}
    >
      <TableCell className="max-w-48 sm:max-w-72">
        <ClampedText text={p.name} className="font-medium" />
        {p.email && <ClampedText text={p.email} className="text-xs text-muted-foreground md:hidden" />}
      </TableCell>
      <TableCell className={`${EMAIL} max-w-64`}>{p.email ? <ClampedText text={p.email} /> : '—'}</TableCell>
      <TableCell className={PHONE}>{p.phone || '—'}</TableCell>
      <TableCell className={DETAIL}>{p.gender || '—'}</TableCell>
      <TableCell className={DETAIL}>{p.dob || '—'}</TableCell>
      <TableCell className={CREATED}>{formatDate(p.createdAt)}</TableCell>
      <TableCell className="font-mono text-xs text-muted-foreground" title={p.patientId}>
        {p.patientId.length > 12 ? `${p.patientId.slice(0, 8)}…` : p.patientId}
      </TableCell>
    </TableRow>
  );
}

function SkeletonRows() {
  return Array.from({ length: 3 }, (_, i) => (
    <TableRow key={`sk-${i}`} aria-hidden>
      <TableCell colSpan={7}>
        <Skeleton className="h-5 w-full" />
      </TableCell>
    </TableRow>
  ));
}

function EmptyRow({ searching }: { searching: boolean }) {
  return (
    <TableRow>
      <TableCell colSpan={7} className="py-10 text-center">
        <p className="font-medium">No patients found</p>
        <p className="text-sm text-muted-foreground">
          {searching ? 'Try adjusting your search terms' : 'Add your first patient to get started'}
        </p>
      </TableCell>
    </TableRow>
  );
}
