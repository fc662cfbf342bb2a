import type { TypedNote } from '@asha/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TypedNoteView } from './typed-note-view';

const section = (id: string, title: string, show: 'list' | 'prose' | 'prescription' | 'free', extra: object = {}) => ({
  id,
  title,
  show,
  from: [],
  loinc: null,
  statements: [],
  rows: [],
  ...extra,
});

const NOTE: TypedNote = {
  template: { id: 'opd-prescription', name: 'OPD prescription', version: 1, loinc: null },
  sections: [
    section('complaints', 'Complaints', 'list', {
      statements: [
        { text: 'Fever', paths: ['chiefComplaint'], segmentIds: ['s2'] },
        { text: 'Since Monday', label: 'Onset', paths: ['historyOfPresentIllness.onset'], segmentIds: [] },
      ],
    }),
    section('allergies', 'Allergies', 'list'),
    section('rx', 'Rx', 'prescription', {
      rows: [
        {
          drug: 'Amoxicillin',
          strength: '500 mg',
          schedule: '1-1-1',
          food: null,
          days: '5 days',
          action: 'start',
          note: null,
          paths: ['plan.medications.0'],
          segmentIds: ['s4'],
        },
      ],
    }),
  ],
};

describe('a note shown in its type', () => {
  it('shows every section in order, says an empty one is empty, and leaves an Rx column blank when not said', () => {
    render(<TypedNoteView note={NOTE} />);
    expect(screen.getByRole('article', { name: 'OPD prescription' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Complaints',
      'Allergies',
      'Rx',
    ]);
    expect(within(screen.getByRole('region', { name: 'Allergies' })).getByText('Nothing recorded.')).toBeVisible();
    expect(screen.getByText('Onset:')).toBeInTheDocument();
    const cells = within(screen.getByTestId('rx-table')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Amoxicillin', '500 mg', '1-1-1', '', '5 days']);
  });

  it('opens the transcript lines a statement rests on; one resting on nothing is plain text', () => {
    const onEvidence = vi.fn();
    render(<TypedNoteView note={NOTE} onEvidenceClick={onEvidence} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fever' }));
    fireEvent.click(screen.getByRole('button', { name: 'Amoxicillin' }));
    expect(onEvidence.mock.calls).toEqual([[['s2']], [['s4']]]);
    expect(screen.queryByRole('button', { name: /Since Monday/ })).toBeNull();
  });

  it('shows a referral letter’s free text as a paragraph, each sentence opening the lines it rests on or saying why it is flagged', () => {
    const sentence = (text: string, n: number, segmentIds: string[]) => ({
      text,
      paths: [`noteText.request.${n}`],
      segmentIds,
    });
    const letter: TypedNote = {
      template: { id: 'referral-letter', name: 'Referral letter', version: 2, loinc: null },
      sections: [
        section('request', 'Request', 'free', {
          statements: [
            sentence('Please assess for migraine.', 0, ['s6']),
            sentence('She is keen to be seen soon.', 1, []),
          ],
        }),
      ],
    };
    const onEvidence = vi.fn();
    const unfounded = {
      kind: 'unsupported' as const,
      section: 'noteText' as const,
      path: 'noteText.request.1',
      text: 'She is keen to be seen soon.',
      segmentIds: [],
      claim: 'statement' as const,
      reason: 'Nothing said in the consultation supports this sentence',
    };
    render(<TypedNoteView note={letter} onEvidenceClick={onEvidence} flags={[unfounded]} />);
    const request = screen.getByRole('region', { name: 'Request' });
    // The checker's question stands beside the sentence it concerns, and only that one.
    expect(
      within(request)
        .getAllByRole('note')
        .map((n) => n.textContent),
    ).toEqual(['Possibly invented — Nothing said in the consultation supports this sentence']);
    expect(
      within(request)
        .getByText(/Please assess for migraine\./)
        .closest('p'),
    ).toHaveTextContent('Please assess for migraine. She is keen to be seen soon.');
    fireEvent.click(within(request).getByRole('button', { name: 'Please assess for migraine.' }));
    expect(onEvidence).toHaveBeenCalledWith(['s6']);
    expect(within(request).queryByRole('button', { name: /keen/ })).toBeNull();
  });
});
