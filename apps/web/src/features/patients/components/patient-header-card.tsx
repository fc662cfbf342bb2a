import { PATIENT_LANGUAGES, type Patient } from '@asha/contracts';
import { Cake, IdCard, Languages, Mail, Phone, RefreshCw, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ClampedText } from '@/components/ui/clamped-text';
import { formatDate, patientInitials } from '../lib/format';

export interface PatientHeaderCardProps {
  patient: Patient;
  onRefresh?: () => void;
  refreshing?: boolean;
  /** More buttons beside Refresh (Edit, Delete). */
  actions?: ReactNode;
}

/** Patient detail header: initials avatar, name; email, phone, DOB and gender when present; Refresh. */
export function PatientHeaderCard({ patient, onRefresh, refreshing = false, actions }: PatientHeaderCardProps) {
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
          <ClampedText as="h1" text={patient.name} lines={2} className="text-xl font-semibold sm:text-2xl" />
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <Detail icon={<Mail />} label="Email" value={patient.email} />
            <Detail icon={<Phone />} label="Phone" value={patient.phone} />
            <Detail icon={<Cake />} label="Date of birth" value={patient.dob ? formatDate(patient.dob) : null} />
            <Detail icon={<User />} label="Gender" value={patient.gender} />
            <Detail icon={<IdCard />} label="ABHA number" value={patient.abhaNumber ?? null} />
            <Detail
              icon={<Languages />}
              label="Language of the patient’s copy"
              value={patient.preferredLanguage && PATIENT_LANGUAGES[patient.preferredLanguage].name}
            />
          </dl>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-center">
          {actions}
          {onRefresh && (
            <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
              <RefreshCw className={refreshing ? 'animate-spin' : undefined} />
              {refreshing ? 'Refreshing…' : 'Refresh'}
            </Button>
          )}
        </div>
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
      <ClampedText as="dd" text={value} />
    </div>
  );
}
