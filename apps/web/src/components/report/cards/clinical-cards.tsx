import { VITAL_SHORT_LABELS, type PatientReport } from '@asha/contracts';
import { Badge } from '@/components/ui/badge';
import { ItemNotes } from '../flag-notes';
import { CARD_TITLE } from '../card-titles';
import { Fallback, Field, ReportCard, indexPaths } from './primitives';

// Report viewer: Chief Complaint, Assessment & Diagnosis, Vital Signs, with their fallbacks.

export function ChiefComplaintCard({ value }: { value: string | null }) {
  return (
    <ReportCard title={CARD_TITLE.chiefComplaint} card="chiefComplaint" itemPaths={value ? ['chiefComplaint'] : []}>
      {value ? (
        <p>
          {value}
          <ItemNotes path="chiefComplaint" label="Chief Complaint" />
        </p>
      ) : (
        <Fallback>Not specified</Fallback>
      )}
    </ReportCard>
  );
}

const CERTAINTY_VARIANT: Record<string, 'default' | 'secondary' | 'outline' | 'warning'> = {
  confirmed: 'default',
  probable: 'secondary',
  possible: 'warning',
  'ruled out': 'outline',
};

export function AssessmentCard({ items }: { items: PatientReport['assessment'] }) {
  return (
    <ReportCard title={CARD_TITLE.assessment} card="assessment" itemPaths={indexPaths('assessment', items)}>
      {items.length === 0 ? (
        <Fallback>No assessment available</Fallback>
      ) : (
        <ol className="space-y-3">
          {items.map((a, i) => (
            <li key={`${i}-${a.diagnosis}`} className="flex gap-2">
              <span className="font-semibold text-muted-foreground">{i + 1}.</span>
              <div>
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium">{a.diagnosis}</span>
                  {a.certainty && (
                    <Badge variant={CERTAINTY_VARIANT[a.certainty.toLowerCase()] ?? 'secondary'}>{a.certainty}</Badge>
                  )}
                  <ItemNotes path={`assessment.${i}`} label={a.diagnosis} />
                </div>
                {a.rationale && <p className="mt-0.5 text-muted-foreground">{a.rationale}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </ReportCard>
  );
}

const VITALS = Object.entries(VITAL_SHORT_LABELS).map(
  ([key, label]) => [label, key as keyof PatientReport['physicalExam']['vitals']] as const,
);

export function VitalsCard({ vitals }: { vitals: PatientReport['physicalExam']['vitals'] }) {
  const any = VITALS.some(([, key]) => vitals[key]);
  const paths = VITALS.map(([, key]) => `physicalExam.vitals.${key}`);
  return (
    <ReportCard title={CARD_TITLE.vitals} card="vitals" itemPaths={paths}>
      {any ? (
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {VITALS.map(([label, key]) => (
            <Field key={key} label={label} value={vitals[key]} path={`physicalExam.vitals.${key}`} />
          ))}
        </div>
      ) : (
        <Fallback>No vitals recorded</Fallback>
      )}
    </ReportCard>
  );
}
