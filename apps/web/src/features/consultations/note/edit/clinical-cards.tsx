import { MedicationActionSchema, reportField, type AssessmentItem, type PlanMedication } from '@asha/contracts';
import { CARD_TITLE } from '@/components/report';
import { useEdit } from './edit-context';
import { EditCard, Subheading } from './edit-card';
import { TextField, type PartSpec } from './fields';
import { ListField } from './list-field';
import { VITAL_KEYS, VitalsFields } from './vitals-field';

// The editable counterparts of the viewer's Visit Summary, Chief Complaint, Assessment & Diagnosis,
// Vital Signs and Treatment Plan cards: the same titles, their fallbacks as placeholders.

const label = (key: string) => reportField(key)!.label;

export function VisitSummaryEdit() {
  return (
    <EditCard title={CARD_TITLE.visitSummary} card="visitSummary" className="md:col-span-2">
      <TextField path="visitSummary" label={label('visitSummary')} placeholder="Not specified" hideLabel />
    </EditCard>
  );
}

export function ChiefComplaintEdit() {
  return (
    <EditCard title={CARD_TITLE.chiefComplaint} card="chiefComplaint">
      <TextField path="chiefComplaint" label={label('chiefComplaint')} placeholder="Not specified" hideLabel />
    </EditCard>
  );
}

const CERTAINTY = [
  ['', 'Certainty…'],
  ['confirmed', 'Confirmed'],
  ['probable', 'Probable'],
  ['possible', 'Possible'],
  ['ruled out', 'Ruled out'],
] as const;
const ASSESSMENT_PARTS: PartSpec<AssessmentItem>[] = [
  { key: 'diagnosis', label: 'Diagnosis', required: true, className: 'font-medium' },
  { key: 'certainty', label: 'Certainty', options: CERTAINTY },
  { key: 'rationale', label: 'Rationale', className: '@md:col-span-2' },
];

export function AssessmentEdit() {
  return (
    <EditCard title={CARD_TITLE.assessment} card="assessment">
      <ListField<AssessmentItem>
        path="assessment"
        noun="diagnosis"
        empty="No assessment available"
        blank={{ diagnosis: '', certainty: null, rationale: null }}
        parts={ASSESSMENT_PARTS}
        grid="@md:grid-cols-[1fr_8rem]"
        describe={(a) => a.diagnosis}
      />
    </EditCard>
  );
}

export function VitalsEdit() {
  const { report } = useEdit();
  const none = VITAL_KEYS.every((k) => !report.physicalExam.vitals[k]);
  return (
    <EditCard title={CARD_TITLE.vitals} card="vitals">
      {none && <p className="px-1.5 pb-1 text-sm text-muted-foreground italic">No vitals recorded</p>}
      <VitalsFields />
    </EditCard>
  );
}

const ACTIONS = MedicationActionSchema.options.map(
  (a) =>
    [a, { start: 'New', change: 'Changed', stop: 'Stopped', continue: 'Continued', restart: 'Restarted' }[a]] as const,
);
const PLAN_MEDICATION_PARTS: PartSpec<PlanMedication>[] = [
  { key: 'name', label: 'Medicine', required: true, className: 'font-medium' },
  { key: 'instructions', label: 'Instructions' },
  { key: 'action', label: 'What is done with it', options: [['', 'New'], ...ACTIONS.filter(([a]) => a !== 'start')] },
];

export function TreatmentPlanEdit() {
  const { plan } = useEdit().report;
  const empty =
    !plan.investigations.length &&
    !plan.procedures.length &&
    !plan.referrals.length &&
    !plan.medications.length &&
    !plan.lifestyleRecommendations.length &&
    !plan.followUp.timeline &&
    !plan.followUp.notes;
  const strings = (path: string, noun: string) => (
    <ListField<string> path={path} noun={noun} empty="None" blank="" describe={(s) => s} />
  );
  return (
    <EditCard title={CARD_TITLE.plan} card="plan">
      {empty && <p className="px-1.5 text-sm text-muted-foreground italic">No treatment plan specified</p>}
      <Subheading>Investigations</Subheading>
      {strings('plan.investigations', 'investigation')}
      <Subheading>Procedures</Subheading>
      {strings('plan.procedures', 'procedure')}
      <Subheading>Referrals</Subheading>
      {strings('plan.referrals', 'referral')}
      <Subheading>Medications</Subheading>
      <ListField<PlanMedication>
        path="plan.medications"
        noun="plan medicine"
        empty="None"
        blank={{ name: '', instructions: null, action: null }}
        parts={PLAN_MEDICATION_PARTS}
        grid="@md:grid-cols-[1fr_1.4fr_6.5rem]"
        describe={(m) => m.name}
      />
      <Subheading>Lifestyle Recommendations</Subheading>
      {strings('plan.lifestyleRecommendations', 'recommendation')}
      <Subheading>Follow-up</Subheading>
      <TextField
        path="plan.followUp.timeline"
        label={label('plan.followUp.timeline')}
        placeholder="As needed"
        hideLabel
      />
      <TextField
        path="plan.followUp.notes"
        label={label('plan.followUp.notes')}
        placeholder="Follow-up notes"
        hideLabel
      />
    </EditCard>
  );
}
