import type { PatientReport } from '@asha/contracts';
import { Fragment } from 'react';
import { CARD_TITLE } from '../card-titles';
import { humanize, PathList, ReportCard, Subheading } from './primitives';

/**
 * What a language model wrote for the note type's free sections (a referral letter's body), one
 * sentence a line under its section, each with its evidence and flags like any other statement.
 */
export function NoteTextCard({ text }: { text: NonNullable<PatientReport['noteText']> }) {
  const entries = Object.entries(text);
  return (
    <ReportCard
      title={CARD_TITLE.noteText}
      card="noteText"
      className="md:col-span-2"
      itemPaths={entries.map(([id]) => `noteText.${id}`)}
    >
      {entries.map(([id, sentences]) => (
        <Fragment key={id}>
          <Subheading>{humanize(id)}</Subheading>
          <PathList items={sentences} basePath={`noteText.${id}`} />
        </Fragment>
      ))}
    </ReportCard>
  );
}
