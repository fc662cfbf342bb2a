import { reportField, type Allergy, type Medication, type PatientReport } from '@asha/contracts';
import { CARD_TITLE } from '@/components/report';
import { EditCard, Subheading } from './edit-card';
import { FamilyField } from './family-field';
import { TextField } from './fields';
import { ListField } from './list-field';

// The editable counterparts of the viewer's Medical History, Current Medications, History of Present
// Illness, Physical Examination, Results, Family History, Social History and Review of Systems cards.

const label = (key: string) => reportField(key)!.label;

export function MedicalHistoryEdit() {
  return (
    <EditCard title={CARD_TITLE.medicalHistory} card="medicalHistory">
      <Subheading>Conditions</Subheading>
      <ListField<string>
        path="pastMedicalHistory.conditions"
        noun="condition"
        empty="None recorded"
        blank=""
        describe={(c) => c}
      />
      <Subheading>Allergies</Subheading>
      <ListField<Allergy>
        path="allergies"
        noun="allergy"
        empty="None recorded"
        blank={{ substance: '', reaction: null }}
        parts={[
          { key: 'substance', label: 'Substance', required: true, className: 'font-medium' },
          { key: 'reaction', label: 'Reaction' },
        ]}
        grid="@md:grid-cols-2"
        describe={(a) => a.substance}
      />
    </EditCard>
  );
}

export function MedicationsEdit() {
  return (
    <EditCard title={CARD_TITLE.medications} card="medications">
      <ListField<Medication>
        path="medications.current"
        noun="medication"
        empty="No current medications"
        blank={{ name: '', dosage: null, indication: null }}
        parts={[
          { key: 'name', label: 'Medication', required: true, className: 'font-medium' },
          { key: 'dosage', label: 'Dosage' },
          { key: 'indication', label: 'For (indication)', placeholder: 'For: indication' },
        ]}
        grid="@md:grid-cols-3"
        describe={(m) => m.name}
      />
    </EditCard>
  );
}

export function HpiEdit() {
  const field = (k: keyof PatientReport['historyOfPresentIllness'], placeholder: string) => (
    <TextField
      path={`historyOfPresentIllness.${k}`}
      label={label(`historyOfPresentIllness.${k}`)}
      placeholder={placeholder}
    />
  );
  return (
    <EditCard title={CARD_TITLE.hpi} card="hpi">
      <div className="grid gap-x-2 @md:grid-cols-3">
        {field('onset', 'Not specified')}
        {field('duration', 'Not specified')}
        {field('course', 'Not specified')}
      </div>
      {field('narrative', 'Not specified')}
      <Subheading>Associated Symptoms</Subheading>
      <ListField<string>
        path="historyOfPresentIllness.associatedSymptoms"
        noun="symptom"
        empty="None recorded"
        blank=""
        describe={(s) => s}
      />
    </EditCard>
  );
}

const EXAM = ['generalAppearance', 'cardiovascular', 'respiratory', 'extremities'] as const;

export function PhysicalExamEdit() {
  return (
    <EditCard title={CARD_TITLE.physicalExam} card="physicalExam">
      {EXAM.map((k) => (
        <TextField key={k} path={`physicalExam.${k}`} label={label(`physicalExam.${k}`)} placeholder="Not specified" />
      ))}
    </EditCard>
  );
}

export function ResultsEdit() {
  return (
    <EditCard title={CARD_TITLE.results} card="results">
      <ListField<string> path="results" noun="result" empty="None read" blank="" describe={(s) => s} />
    </EditCard>
  );
}

export function FamilyHistoryEdit() {
  return (
    <EditCard title={CARD_TITLE.familyHistory} card="familyHistory">
      <FamilyField />
    </EditCard>
  );
}

const SOCIAL = [
  'tobacco',
  'alcohol',
  'substances',
  'occupation',
  'livingSituation',
  'other',
] as const satisfies (keyof PatientReport['socialHistory'])[];

export function SocialHistoryEdit() {
  return (
    <EditCard title={CARD_TITLE.socialHistory} card="socialHistory">
      <div className="grid gap-x-2 @md:grid-cols-2">
        {SOCIAL.map((k) => (
          <TextField
            key={k}
            path={`socialHistory.${k}`}
            label={label(`socialHistory.${k}`)}
            placeholder="Not specified"
          />
        ))}
      </div>
    </EditCard>
  );
}

export function ReviewOfSystemsEdit() {
  return (
    <EditCard title={CARD_TITLE.reviewOfSystems} card="reviewOfSystems">
      <ListField<PatientReport['reviewOfSystems'][number]>
        path="reviewOfSystems"
        noun="system"
        empty="Not specified"
        blank={{ system: '', findings: '' }}
        parts={[
          { key: 'system', label: 'System', required: true, className: 'font-medium' },
          { key: 'findings', label: 'Findings', required: true },
        ]}
        grid="@md:grid-cols-[8rem_1fr]"
        describe={(e) => e.system}
      />
    </EditCard>
  );
}
