import type { MedicationAction, PatientReport } from '@asha/contracts';
import { ItemNotes } from '../flag-notes';
import { CARD_TITLE } from '../card-titles';
import { Fallback, PathList, ReportCard, Subheading, indexPaths } from './primitives';

type PlanMedication = PatientReport['plan']['medications'][number];

/** The plan's medicines grouped by what is done with them; a medicine with no action is a new one. */
const MEDICATION_GROUPS: { action: MedicationAction; title: string }[] = [
  { action: 'start', title: 'New Medications' },
  { action: 'change', title: 'Changed Medications' },
  { action: 'restart', title: 'Restarted Medications' },
  { action: 'stop', title: 'Stopped Medications' },
  { action: 'continue', title: 'Continued Medications' },
];

/** Investigations, Procedures, New Medications with instructions, Lifestyle Recommendations, Follow-up; plus referrals and changed, stopped and continued medicines. */
export function TreatmentPlanCard({ plan }: { plan: PatientReport['plan'] }) {
  const { investigations, procedures, referrals, medications, lifestyleRecommendations, followUp } = plan;
  const empty =
    investigations.length === 0 &&
    procedures.length === 0 &&
    referrals.length === 0 &&
    medications.length === 0 &&
    lifestyleRecommendations.length === 0 &&
    !followUp.timeline &&
    !followUp.notes;
  const itemPaths = [
    ...indexPaths('plan.investigations', investigations),
    ...indexPaths('plan.procedures', procedures),
    ...indexPaths('plan.referrals', referrals),
    ...indexPaths('plan.medications', medications),
    ...indexPaths('plan.lifestyleRecommendations', lifestyleRecommendations),
    'plan.followUp',
  ];
  // Each medicine keeps its index in plan.medications: evidence and flags address it by that path.
  const indexed = medications.map((m, index) => ({ ...m, index }));
  return (
    <ReportCard title={CARD_TITLE.plan} card="plan" itemPaths={empty ? [] : itemPaths}>
      {empty ? (
        <Fallback>No treatment plan specified</Fallback>
      ) : (
        <>
          {investigations.length > 0 && (
            <>
              <Subheading>Investigations</Subheading>
              <PathList items={investigations} basePath="plan.investigations" />
            </>
          )}
          {procedures.length > 0 && (
            <>
              <Subheading>Procedures</Subheading>
              <PathList items={procedures} basePath="plan.procedures" />
            </>
          )}
          {referrals.length > 0 && (
            <>
              <Subheading>Referrals</Subheading>
              <PathList items={referrals} basePath="plan.referrals" />
            </>
          )}
          {MEDICATION_GROUPS.map(({ action, title }) => {
            const group = indexed.filter((m) => (m.action ?? 'start') === action);
            return group.length > 0 && <MedicationGroup key={action} title={title} items={group} />;
          })}
          {lifestyleRecommendations.length > 0 && (
            <>
              <Subheading>Lifestyle Recommendations</Subheading>
              <PathList items={lifestyleRecommendations} basePath="plan.lifestyleRecommendations" />
            </>
          )}
          <Subheading>Follow-up</Subheading>
          <p>
            {followUp.timeline ?? 'As needed'}
            <ItemNotes path="plan.followUp" label="Follow-up" />
          </p>
          {followUp.notes && <p className="text-muted-foreground">{followUp.notes}</p>}
        </>
      )}
    </ReportCard>
  );
}

function MedicationGroup({ title, items }: { title: string; items: (PlanMedication & { index: number })[] }) {
  return (
    <>
      <Subheading>{title}</Subheading>
      <ul className="list-disc space-y-0.5 pl-5">
        {items.map((m) => (
          <li key={`${m.index}-${m.name}`}>
            <span className="font-medium">{m.name}</span>
            {m.instructions && <span className="text-muted-foreground"> — {m.instructions}</span>}
            <ItemNotes path={`plan.medications.${m.index}`} label={m.name} />
          </li>
        ))}
      </ul>
    </>
  );
}
