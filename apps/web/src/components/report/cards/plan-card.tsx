import { ItemNotes } from '../flag-notes';
import type { ViewReport } from '../view-model';
import { Fallback, PathList, ReportCard, Subheading, indexPaths } from './primitives';

/** Spec §2: Investigations, New Medications with instructions, Lifestyle Recommendations, Follow-up. */
export function TreatmentPlanCard({ plan }: { plan: ViewReport['plan'] }) {
  const { investigations, medications, lifestyleRecommendations, followUp } = plan;
  const empty =
    investigations.length === 0 && medications.length === 0 && lifestyleRecommendations.length === 0 && !followUp.timeline && !followUp.notes;
  const itemPaths = [
    ...indexPaths('plan.investigations', investigations),
    ...indexPaths('plan.medications', medications),
    ...indexPaths('plan.lifestyleRecommendations', lifestyleRecommendations),
    'plan.followUp',
  ];
  return (
    <ReportCard title="Treatment Plan" card="plan" itemPaths={empty ? [] : itemPaths}>
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
          {medications.length > 0 && (
            <>
              <Subheading>New Medications</Subheading>
              <ul className="list-disc space-y-0.5 pl-5">
                {medications.map((m, i) => (
                  <li key={`${i}-${m.name}`}>
                    <span className="font-medium">{m.name}</span>
                    {m.instructions && <span className="text-muted-foreground"> — {m.instructions}</span>}
                    <ItemNotes path={`plan.medications.${i}`} label={m.name} />
                  </li>
                ))}
              </ul>
            </>
          )}
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
