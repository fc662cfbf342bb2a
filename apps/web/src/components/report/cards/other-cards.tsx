import { ItemNotes } from '../flag-notes';
import { CARD_TITLE } from '../card-titles';
import { Markdown } from '../markdown';
import type { ViewReport } from '../view-model';
import { Fallback, Field, ReportCard, humanize, indexPaths } from './primitives';

// Physical Examination and Family History; Social History, Review of Systems and the
// Visit Summary are shown when the report has them.

const EXAM = [
  ['General Appearance', 'generalAppearance'],
  ['Cardiovascular', 'cardiovascular'],
  ['Respiratory', 'respiratory'],
  ['Extremities', 'extremities'],
] as const;

export function PhysicalExamCard({ exam }: { exam: ViewReport['physicalExam'] }) {
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

export function FamilyHistoryCard({ entries }: { entries: ViewReport['familyHistory'] }) {
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

export function SocialHistoryCard({ entries }: { entries: ViewReport['socialHistory'] }) {
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

export function ReviewOfSystemsCard({ entries }: { entries: ViewReport['reviewOfSystems'] }) {
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
