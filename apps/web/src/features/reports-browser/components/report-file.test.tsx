import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportFile } from './report-file';
import { SAMPLE_REPORT_JSON } from '@/components/report';

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('ReportFile — report viewer states', () => {
  it.each([null, undefined, '', '   '])('shows "No report available." for %j', (text) => {
    render(<ReportFile text={text} />);
    expect(screen.getByText('No report available.')).toBeInTheDocument();
  });

  it('shows the JSON parse error with its message', () => {
    render(<ReportFile text="{not json" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to render report');
    expect(alert).toHaveTextContent('Error parsing JSON:');
    let message = '';
    try {
      JSON.parse('{not json');
    } catch (e) {
      message = (e as Error).message;
    }
    expect(alert).toHaveTextContent(message);
  });

  it('shows the normalization failure with exactly 400 characters of the pretty-printed payload', () => {
    const payload = { items: Array.from({ length: 60 }, (_, i) => ({ key: `file-${i}.wav`, size: i })) };
    render(<ReportFile text={JSON.stringify(payload)} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to render report');
    expect(alert).toHaveTextContent('Normalization failed. The payload does not contain a patientReport.');
    const preview = screen.getByTestId('report-preview').textContent!;
    expect(preview).toHaveLength(400);
    expect(preview).toBe(JSON.stringify(payload, null, 2).slice(0, 400));
  });

  it('shows a short payload whole in the preview', () => {
    render(<ReportFile text='{"hello":"world"}' />);
    expect(screen.getByTestId('report-preview').textContent).toBe('{\n  "hello": "world"\n}');
  });
});

describe('ReportFile — cards', () => {
  it('shows every fallback for an empty report', () => {
    render(<ReportFile text='{"patientReport":{}}' />);
    expect(card('Chief Complaint').getByText('Not specified')).toBeInTheDocument();
    expect(card('Assessment & Diagnosis').getByText('No assessment available')).toBeInTheDocument();
    expect(card('Vital Signs').getByText('No vitals recorded')).toBeInTheDocument();
    expect(card('Treatment Plan').getByText('No treatment plan specified')).toBeInTheDocument();
    expect(card('Current Medications').getByText('No current medications')).toBeInTheDocument();
    expect(card('Family History').getByText('N/A')).toBeInTheDocument();
    expect(card('Medical History').getAllByText('None recorded')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Social History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Review of Systems' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Visit Summary' })).not.toBeInTheDocument();
  });

  it('renders every card of the sample report', () => {
    render(<ReportFile text={SAMPLE_REPORT_JSON} />);
    expect(card('Chief Complaint').getByText('Recurring headaches and dizziness for two weeks')).toBeInTheDocument();
    const items = card('Assessment & Diagnosis').getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1.Uncontrolled hypertensionprobable');
    expect(items[0]).toHaveTextContent('BP 148/94 on amlodipine 5 mg with new headaches');
    expect(items[1]).toHaveTextContent('2.Tension-type headachepossible');
    const vitals = screen.getByRole('region', { name: 'Vital Signs' });
    for (const t of ['BP:148/94 mmHg', 'HR:82 bpm', 'Temp:36.8 °C', 'RR:16 /min', 'Weight:78 kg'])
      expect(vitals.textContent).toContain(t);
    const plan = card('Treatment Plan');
    expect(plan.getByText('Complete blood count')).toBeInTheDocument();
    expect(plan.getByText('— Increase to 10 mg once daily')).toBeInTheDocument();
    expect(plan.getByText('Reduce salt intake')).toBeInTheDocument();
    expect(plan.getByText('2 weeks')).toBeInTheDocument();
    expect(plan.getByText('Return sooner if vision changes, weakness or severe headache')).toBeInTheDocument();
    expect(card('Medical History').getByText('Penicillin → Skin rash')).toBeInTheDocument();
    expect(card('Medical History').getByText('Hypertension (diagnosed 2021)')).toBeInTheDocument();
    expect(card('Current Medications').getByText('For: Hypertension')).toBeInTheDocument();
    expect(card('History of Present Illness').getByText('throbbing frontal headaches')).toBeInTheDocument();
    expect(card('History of Present Illness').getByText('Mild nausea')).toBeInTheDocument();
    expect(card('Physical Examination').getByText('Clear to auscultation bilaterally')).toBeInTheDocument();
    expect(card('Family History').getByText('Hypertension, Type 2 diabetes')).toBeInTheDocument();
    expect(card('Social History').getByText('Software engineer')).toBeInTheDocument();
    expect(card('Review of Systems').getByText('No chest pain or palpitations')).toBeInTheDocument();
    expect(card('Visit Summary').getByText(/amlodipine increased/)).toBeInTheDocument();
  });

  it('defaults the follow-up timeline to "As needed" and shows a substance without reaction alone', () => {
    const report = {
      plan: { investigations: ['ECG'] },
      allergies: [{ substance: 'Latex' }],
      familyHistory: { sister: [] },
    };
    render(<ReportFile text={JSON.stringify({ report })} />);
    expect(card('Treatment Plan').getByText('As needed')).toBeInTheDocument();
    expect(card('Medical History').getByText('Latex')).toBeInTheDocument();
    expect(card('Family History').getByText('N/A')).toBeInTheDocument();
    expect(card('Family History').getByText('Sister:')).toBeInTheDocument();
  });

  it('groups plan medicines into new, changed, stopped and continued, and lists referrals', () => {
    const plan = {
      referrals: ['Cardiology'],
      medications: [
        { name: 'Metformin', instructions: '500 mg twice a day', action: 'start' },
        { name: 'Lisinopril', instructions: null, action: 'stop' },
        { name: 'Amlodipine', instructions: 'increase to 10 mg daily', action: 'change' },
        { name: 'Atorvastatin', instructions: null, action: 'continue' },
        { name: 'Aspirin', instructions: null },
      ],
    };
    render(<ReportFile text={JSON.stringify({ patientReport: { plan } })} />);
    const region = screen.getByRole('region', { name: 'Treatment Plan' });
    const headings = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Referrals',
      'New Medications',
      'Changed Medications',
      'Stopped Medications',
      'Continued Medications',
      'Follow-up',
    ]);
    const listUnder = (title: string) => within(within(region).getByText(title).nextElementSibling as HTMLElement);
    expect(
      listUnder('New Medications')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Metformin — 500 mg twice a day', 'Aspirin']);
    expect(listUnder('Stopped Medications').getByText('Lisinopril')).toBeInTheDocument();
    expect(listUnder('Changed Medications').getByText('— increase to 10 mg daily')).toBeInTheDocument();
    expect(listUnder('Continued Medications').getByText('Atorvastatin')).toBeInTheDocument();
    expect(listUnder('Referrals').getByText('Cardiology')).toBeInTheDocument();
  });

  it('lists the procedures planned under their own heading, after the tests', () => {
    const plan = { investigations: ['MRI of the right foot'], procedures: ['Right foot ORIF recommended'] };
    render(<ReportFile text={JSON.stringify({ patientReport: { plan } })} />);
    const region = screen.getByRole('region', { name: 'Treatment Plan' });
    const headings = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Investigations', 'Procedures', 'Follow-up']);
    const listUnder = (title: string) => within(within(region).getByText(title).nextElementSibling as HTMLElement);
    expect(listUnder('Procedures').getByText('Right foot ORIF recommended')).toBeInTheDocument();
  });

  it('shows the results read at the visit in their own card after the examination, and no card when none were', () => {
    const results = ['Right knee X-ray: no fracture', 'Hemoglobin: low at 8.2'];
    render(<ReportFile text={JSON.stringify({ patientReport: { results } })} />);
    const items = card('Results')
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(results);
    const order = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(order.indexOf('Results')).toBe(order.indexOf('Physical Examination') + 1);
  });

  it('shows no Results card for a report stored before results were read', () => {
    render(<ReportFile text='{"patientReport":{}}' />);
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('shows the oxygen saturation among the vital signs, with the oxygen breathed', () => {
    const vitals = { heartRate: '72 bpm', oxygenSaturation: '97% on room air' };
    render(<ReportFile text={JSON.stringify({ patientReport: { physicalExam: { vitals } } })} />);
    const text = screen.getByRole('region', { name: 'Vital Signs' }).textContent;
    expect(text).toContain('RR:—SpO2:97% on room air');
  });

  it('shows "—" for an unrecorded vital when others were recorded', () => {
    render(<ReportFile text={JSON.stringify({ physicalExam: { vitals: { heartRate: 90 } } })} />);
    const vitals = screen.getByRole('region', { name: 'Vital Signs' });
    expect(vitals.textContent).toContain('HR:90');
    expect(vitals.textContent).toContain('BP:—');
  });
});

describe('ReportFile — markdown is filtered', () => {
  it('drops javascript: addresses and keeps https links; raw HTML is not rendered as HTML', () => {
    const visitSummary = '[bad](javascript:alert(1)) and [good](https://example.org/x) <img src=x onerror="alert(1)">';
    const { container } = render(<ReportFile text={JSON.stringify({ patientReport: { visitSummary } })} />);
    const bad = screen.getByText('bad');
    expect(bad.tagName).toBe('A');
    expect(bad).not.toHaveAttribute('href');
    expect(screen.getByText('good')).toHaveAttribute('href', 'https://example.org/x');
    expect(container.querySelector('img')).toBeNull();
  });
});
