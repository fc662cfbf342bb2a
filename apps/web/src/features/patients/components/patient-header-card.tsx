import type { Patient } from '@asha/contracts';
import { Cake, Mail, Phone, RefreshCw, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate, patientInitials } from '../lib/format';

export interface PatientHeaderCardProps {
  patient: Patient;
  onRefresh?: () => void;
  refreshing?: boolean;
}

/** Spec §2 Patient detail header: initials avatar, name; email, phone, DOB and gender when present; Refresh. */
export function PatientHeaderCard({ patient, onRefresh, refreshing = false }: PatientHeaderCardProps) {
  return (
    <Card data-testid="patient-header">
      <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-6">
        <div
          aria-hidden
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
        >
          {patientInitials(patient.name)}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-semibold sm:text-2xl">{patient.name}</h1>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <Detail icon={<Mail />} label="Email" value={patient.email} />
            <Detail icon={<Phone />} label="Phone" value={patient.phone} />
            <Detail icon={<Cake />} label="Date of birth" value={patient.dob ? formatDate(patient.dob) : null} />
            <Detail icon={<User />} label="Gender" value={patient.gender} />
          </dl>
        </div>
        {onRefresh && (
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing} className="self-start sm:self-center">
            <RefreshCw className={refreshing ? 'animate-spin' : undefined} />
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex min-w-0 items-center gap-1.5 [&_svg]:size-4">
      <dt className="flex items-center">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="truncate">{value}</dd>
    </div>
  );
}
