import { Fragment } from 'react';
import { CARD_TITLE } from '@/components/report';
import { useEdit } from './edit-context';
import { EditCard, Subheading } from './edit-card';
import { ListField } from './list-field';

const heading = (id: string) => {
  const spaced = id.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/**
 * The free text a language model wrote for the note type (a referral letter's body), edited one
 * sentence at a time: each sentence keeps its evidence and flags until it is changed, and a changed
 * one is the clinician's, kept when the note is written again. Shown only when there is such text.
 */
export function NoteTextEdit() {
  const { report } = useEdit();
  const sections = Object.keys(report.noteText ?? {});
  if (sections.length === 0) return null;
  return (
    <EditCard title={CARD_TITLE.noteText} card="noteText" className="md:col-span-2">
      {sections.map((id) => (
        <Fragment key={id}>
          <Subheading>{heading(id)}</Subheading>
          <ListField<string>
            path={`noteText.${id}`}
            noun="sentence"
            empty="Nothing written"
            blank=""
            describe={(s) => s}
          />
        </Fragment>
      ))}
    </EditCard>
  );
}
