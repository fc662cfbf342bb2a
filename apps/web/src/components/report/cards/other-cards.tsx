import type { PatientReport } from '@asha/contracts';
import { ItemNotes } from '../flag-notes';
import { CARD_TITLE } from '../card-titles';
import { Markdown } from '../markdown';
import { Fallback, Field, PathList, ReportCard, humanize, indexPaths } from './primitives';

// Physical Examination, Results and Family History; Social History, Review of Systems and the
// Visit Summary are shown when the report has them.

const EXAM = [
  ['General Appearance', 'generalAppearance'],
  ['Cardiovascular', 'cardiovascular'],
  ['Respiratory', 'respiratory'],
  ['Extremities', 'extremities'],
] as const;

export function PhysicalExamCard({ exam }: { exam: PatientReport['physicalExam'] }) {
  const present = EXAM.filter(([, key]) => exam[key]);
  return (
    <ReportCard
      title={CARD_TITLE.physicalExam}
      card="physicalExam"
      itemPaths={EXAM.map(([, k]) => `physicalExam.${k}`)}
    >
      {present.length === 0 && <Fallback>Not specified</Fallback>}
      {present.map(([label, key]) => (
        <Field key={key} label={label} value={exam[key]} path={`physicalExam.${key}`} />
      ))}
    </ReportCard>
  );
}

/** The results of tests the clinician read at the consultation, one a line. */
export function ResultsCard({ results }: { results: string[] }) {
  return (
    <ReportCard title={CARD_TITLE.results} card="results" itemPaths={indexPaths('results', results)}>
      {results.length === 0 ? <Fallback>None read</Fallback> : <PathList items={results} basePath="results" />}
    </ReportCard>
  );
}

export function FamilyHistoryCard({ family }: { family: PatientReport['familyHistory'] }) {
  // relation → conditions, in the stored order
  const entries = Object.entries(family);
  return (
    <ReportCard
      title={CARD_TITLE.familyHistory}
      card="familyHistory"
      itemPaths={entries.map(([relation]) => `familyHistory.${relation}`)}
    >
      {entries.length === 0 ? (
        <Fallback>N/A</Fallback>
      ) : (
        entries.map(([relation, conditions]) => (
          <div key={relation} className="flex flex-wrap items-baseline gap-x-1.5 py-0.5">
            <span className="font-medium text-muted-foreground">{humanize(relation)}:</span>
            <span>{conditions.length ? conditions.join(', ') : 'N/A'}</span>
            <ItemNotes path={`familyHistory.${relation}`} label={relation} />
          </div>
        ))
      )}
    </ReportCard>
  );
}

/** The social history's fields that say something, in the contract's order. */
export function socialEntries(social: PatientReport['socialHistory']): [string, string][] {
  return Object.entries(social).filter((e): e is [string, string] => !!e[1]);
}

export function SocialHistoryCard({ social }: { social: PatientReport['socialHistory'] }) {
  const entries = socialEntries(social);
  return (
    <ReportCard
      title={CARD_TITLE.socialHistory}
      card="socialHistory"
      itemPaths={entries.map(([key]) => `socialHistory.${key}`)}
    >
      {entries.length === 0 && <Fallback>Not specified</Fallback>}
      {entries.map(([key, value]) => (
        <Field key={key} label={humanize(key)} value={value} path={`socialHistory.${key}`} />
      ))}
    </ReportCard>
  );
}

export function ReviewOfSystemsCard({ entries }: { entries: PatientReport['reviewOfSystems'] }) {
  return (
    <ReportCard
      title={CARD_TITLE.reviewOfSystems}
      card="reviewOfSystems"
      itemPaths={indexPaths('reviewOfSystems', entries)}
    >
      {entries.length === 0 && <Fallback>Not specified</Fallback>}
      {entries.map((e, i) => (
        <Field key={`${i}-${e.system}`} label={humanize(e.system)} value={e.findings} path={`reviewOfSystems.${i}`} />
      ))}
    </ReportCard>
  );
}

export function VisitSummaryCard({ value }: { value: string | null }) {
  return (
    <ReportCard
      title={CARD_TITLE.visitSummary}
      card="visitSummary"
      itemPaths={['visitSummary']}
      className="md:col-span-2"
    >
      {value ? (
        <>
          <Markdown>{value}</Markdown>
          <ItemNotes path="visitSummary" label="the visit summary" />
        </>
      ) : (
        <Fallback>Not specified</Fallback>
      )}
    </ReportCard>
  );
}
