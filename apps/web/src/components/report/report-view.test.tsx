import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportView } from './report-view';
import { SAMPLE_REPORT_JSON } from './sample-report';

describe('ReportView — a stored report read as the contract says', () => {
  it('shows a report in the pipeline’s stored shape', () => {
    render(<ReportView text={SAMPLE_REPORT_JSON} />);
    const cc = within(screen.getByRole('region', { name: 'Chief Complaint' }));
    expect(cc.getByText('Recurring headaches and dizziness for two weeks')).toBeInTheDocument();
  });

  it('does not read other shapes leniently: a loose report is no report here', () => {
    render(<ReportView text={JSON.stringify({ report: { chiefComplaint: 'Cough' } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to render report');
    expect(screen.queryByText('Cough')).not.toBeInTheDocument();
  });
});
