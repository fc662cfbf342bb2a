import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportFile } from './report-file';

const patientReport = {
  chiefComplaint: 'Chest pain',
  medications: {
    current: [
      { name: 'Aspirin', dosage: '75 mg', indication: 'Prevention' },
      { name: 'Atorvastatin', dosage: '20 mg' },
    ],
  },
  physicalExam: { vitals: { bloodPressure: '130/85' } },
  familyHistory: { father: ['Heart attack'] },
};
const stored = {
  patientReport,
  evidence: [
    { path: 'chiefComplaint', segmentIds: ['seg-1'] },
    { path: 'medications.current.0', segmentIds: ['seg-4', 'seg-5'] },
    { path: 'familyHistory.father.0', segmentIds: ['seg-9'] },
  ],
  flags: [
    {
      kind: 'unsupported',
      section: 'medications',
      path: 'medications.current.1',
      text: 'Atorvastatin 20 mg',
      segmentIds: [],
    },
    { kind: 'omitted', section: 'allergies', text: 'Sulfa drugs → hives', segmentIds: ['seg-7'] },
    { kind: 'omitted', section: 'vitals', text: 'Heart rate 110 bpm', segmentIds: ['seg-3'] },
    { kind: 'omitted', section: 'symptoms', text: 'Shortness of breath', segmentIds: [] },
    { kind: 'omitted', section: 'something new', text: 'Smokes 10 a day', segmentIds: [] },
    { kind: 'unsupported', section: 'patientInfo', path: 'patientInfo.age', text: '35', segmentIds: [] },
  ],
};
const card = (name: string) => within(screen.getByRole('region', { name }));

describe('ReportFile — evidence and verification flags', () => {
  it('marks the invented item, not its neighbour', () => {
    render(<ReportFile text={JSON.stringify(stored)} />);
    const items = card('Current Medications').getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Possibly invented — not found in the transcript');
    expect(items[0]).not.toHaveTextContent('Possibly invented');
  });

  it('shows each omission in the card of its section', () => {
    render(<ReportFile text={JSON.stringify(stored)} />);
    expect(card('Medical History').getByText('Possibly omitted: Sulfa drugs → hives')).toBeInTheDocument();
    expect(card('Vital Signs').getByText('Possibly omitted: Heart rate 110 bpm')).toBeInTheDocument();
    expect(card('History of Present Illness').getByText('Possibly omitted: Shortness of breath')).toBeInTheDocument();
    expect(card('Verification').getByText('Possibly omitted: Smokes 10 a day')).toBeInTheDocument();
    // A flag no card holds is still shown, with its path for context.
    expect(
      card('Verification').getByText('Possibly invented — not found in the transcript: 35 (patientInfo.age)'),
    ).toBeInTheDocument();
  });

  it('gives items with evidence a source button that reports their segment ids', async () => {
    const onEvidenceClick = vi.fn();
    render(<ReportFile text={JSON.stringify(stored)} onEvidenceClick={onEvidenceClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show the source of Aspirin' }));
    expect(onEvidenceClick).toHaveBeenLastCalledWith(['seg-4', 'seg-5']);
    await userEvent.click(screen.getByRole('button', { name: 'Show the source of father' }));
    expect(onEvidenceClick).toHaveBeenLastCalledWith(['seg-9']);
    await userEvent.click(screen.getByRole('button', { name: 'Show the source of Heart rate 110 bpm' }));
    expect(onEvidenceClick).toHaveBeenLastCalledWith(['seg-3']);
    // Atorvastatin has no evidence, so no button.
    expect(screen.queryByRole('button', { name: 'Show the source of Atorvastatin' })).not.toBeInTheDocument();
  });

  it('shows no source buttons when the host cannot show sources', () => {
    render(<ReportFile text={JSON.stringify(stored)} />);
    expect(screen.queryAllByRole('button', { name: /Show the source/ })).toHaveLength(0);
  });

  it('renders a report without evidence or flags exactly like the bare report', () => {
    const { container: withNothing } = render(
      <ReportFile text={JSON.stringify({ patientReport, evidence: [], flags: [] })} />,
    );
    const { container: bare } = render(<ReportFile text={JSON.stringify({ patientReport })} />);
    expect(withNothing.innerHTML).toBe(bare.innerHTML);
    expect(withNothing.textContent).not.toMatch(/Possibly|source/);
  });

  it('shows an invented item whose row is not rendered at the foot of its card', () => {
    const flags = [
      { kind: 'unsupported', section: 'plan', path: 'plan.medications.4', text: 'Warfarin 5 mg', segmentIds: [] },
    ];
    render(<ReportFile text={JSON.stringify({ patientReport, flags })} />);
    expect(
      card('Treatment Plan').getByText('Possibly invented — not found in the transcript: Warfarin 5 mg'),
    ).toBeInTheDocument();
  });
});

describe('ReportFile — the checker’s reasons', () => {
  it('says on the item what is wrong and links the turn that says otherwise', async () => {
    const onEvidenceClick = vi.fn();
    const flags = [
      {
        kind: 'contradicted',
        section: 'medications',
        path: 'medications.current.0',
        text: 'Aspirin 75 mg',
        segmentIds: ['seg-6'],
        claim: 'dose',
        reason: '81 mg was said for aspirin',
      },
      {
        kind: 'unsupported',
        section: 'medications',
        path: 'medications.current.1',
        text: 'Atorvastatin 20 mg',
        segmentIds: [],
        claim: 'medication',
        reason: 'Atorvastatin was never mentioned',
      },
    ];
    render(<ReportFile text={JSON.stringify({ patientReport, flags })} onEvidenceClick={onEvidenceClick} />);
    const items = card('Current Medications').getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Contradicts the transcript — 81 mg was said for aspirin');
    expect(items[1]).toHaveTextContent('Possibly invented — Atorvastatin was never mentioned');
    await userEvent.click(
      screen.getByRole('button', { name: 'Show the source of Aspirin: 81 mg was said for aspirin' }),
    );
    expect(onEvidenceClick).toHaveBeenLastCalledWith(['seg-6']);
  });

  it('says "Check dose" with its reason on a dose that cannot be right, and links the turn that said it', async () => {
    const onEvidenceClick = vi.fn();
    const reason = "Check dose: 75 mg is above aspirin's usual adult maximum of 50 mg a day — was 15 mg meant?";
    const flags = [
      {
        kind: 'implausible',
        section: 'medications',
        path: 'medications.current.0',
        text: 'Aspirin 75 mg',
        segmentIds: ['seg-4'],
        claim: 'dose',
        reason,
      },
    ];
    render(<ReportFile text={JSON.stringify({ patientReport, flags })} onEvidenceClick={onEvidenceClick} />);
    const items = card('Current Medications').getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(reason);
    expect(items[0]).not.toHaveTextContent('Contradicts the transcript');
    await userEvent.click(screen.getByRole('button', { name: `Show the source of Aspirin: ${reason}` }));
    expect(onEvidenceClick).toHaveBeenLastCalledWith(['seg-4']);
  });
});

describe('ReportFile — the pipeline’s own paths (packages/scribe report items)', () => {
  it('shows flags and evidence on nested paths: follow-up timeline, a family member’s condition, a vital', async () => {
    const onEvidenceClick = vi.fn();
    const text = JSON.stringify({
      patientReport: { ...patientReport, plan: { followUp: { timeline: '1 week' } } },
      evidence: [{ path: 'physicalExam.vitals.bloodPressure', segmentIds: ['seg-2'] }],
      flags: [
        { kind: 'unsupported', section: 'plan', path: 'plan.followUp.timeline', text: '1 week', segmentIds: [] },
        {
          kind: 'unsupported',
          section: 'familyHistory',
          path: 'familyHistory.father.0',
          text: 'Heart attack',
          segmentIds: [],
        },
      ],
    });
    render(<ReportFile text={text} onEvidenceClick={onEvidenceClick} />);
    expect(card('Treatment Plan').getByText('1 week')).toHaveTextContent(
      'Possibly invented — not found in the transcript',
    );
    expect(card('Family History').getByText('Possibly invented — not found in the transcript')).toBeInTheDocument();
    await userEvent.click(card('Vital Signs').getByRole('button', { name: 'Show the source of BP' }));
    expect(onEvidenceClick).toHaveBeenCalledWith(['seg-2']);
  });
});
