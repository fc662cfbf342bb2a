import type { PatientReport } from '@asha/contracts';
import { ItemNotes } from '../flag-notes';
import { CARD_TITLE } from '../card-titles';
import { Markdown } from '../markdown';
import { Fallback, Field, PathList, ReportCard, Subheading, indexPaths } from './primitives';

// Medical History, Current Medications, History of Present Illness.

export function MedicalHistoryCard({
  conditions,
  allergies,
}: {
  conditions: string[];
  allergies: PatientReport['allergies'];
}) {
  const itemPaths = [...indexPaths('pastMedicalHistory.conditions', conditions), ...indexPaths('allergies', allergies)];
  return (
    <ReportCard title={CARD_TITLE.medicalHistory} card="medicalHistory" itemPaths={itemPaths}>
      <Subheading>Conditions</Subheading>
      {conditions.length ? (
        <PathList items={conditions} basePath="pastMedicalHistory.conditions" />
      ) : (
        <Fallback>None recorded</Fallback>
      )}
      <Subheading>Allergies</Subheading>
      {allergies.length ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {allergies.map((a, i) => (
            <li key={`${i}-${a.substance}`}>
              {a.reaction ? `${a.substance} → ${a.reaction}` : a.substance}
              <ItemNotes path={`allergies.${i}`} label={a.substance} />
            </li>
          ))}
        </ul>
      ) : (
        <Fallback>None recorded</Fallback>
      )}
    </ReportCard>
  );
}

export function MedicationsCard({ current }: { current: PatientReport['medications']['current'] }) {
  return (
    <ReportCard
      title={CARD_TITLE.medications}
      card="medications"
      itemPaths={indexPaths('medications.current', current)}
    >
      {current.length === 0 ? (
        <Fallback>No current medications</Fallback>
      ) : (
        <ul className="space-y-2">
          {current.map((m, i) => (
            <li key={`${i}-${m.name}`}>
              <span className="font-medium">{m.name}</span>
              {m.dosage && <span> {m.dosage}</span>}
              <ItemNotes path={`medications.current.${i}`} label={m.name} />
              {m.indication && <p className="text-muted-foreground">For: {m.indication}</p>}
            </li>
          ))}
        </ul>
      )}
    </ReportCard>
  );
}

export function HpiCard({ hpi }: { hpi: PatientReport['historyOfPresentIllness'] }) {
  const { onset, duration, course, narrative, associatedSymptoms } = hpi;
  const empty = !onset && !duration && !course && !narrative && associatedSymptoms.length === 0;
  const itemPaths = ['onset', 'duration', 'course', 'narrative'].map((k) => `historyOfPresentIllness.${k}`);
  itemPaths.push(...indexPaths('historyOfPresentIllness.associatedSymptoms', associatedSymptoms));
  return (
    <ReportCard title={CARD_TITLE.hpi} card="hpi" itemPaths={itemPaths}>
      {empty && <Fallback>Not specified</Fallback>}
      {onset && <Field label="Onset" value={onset} path="historyOfPresentIllness.onset" />}
      {duration && <Field label="Duration" value={duration} path="historyOfPresentIllness.duration" />}
      {course && <Field label="Course" value={course} path="historyOfPresentIllness.course" />}
      {narrative && (
        <div className="mt-2">
          <Markdown>{narrative}</Markdown>
          <ItemNotes path="historyOfPresentIllness.narrative" label="the narrative" />
        </div>
      )}
      {associatedSymptoms.length > 0 && (
        <>
          <Subheading>Associated Symptoms</Subheading>
          <PathList items={associatedSymptoms} basePath="historyOfPresentIllness.associatedSymptoms" />
        </>
      )}
    </ReportCard>
  );
}
