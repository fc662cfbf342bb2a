import { readLegacyReport } from '@asha/contracts';
import { ReportView, type ReportViewProps } from '@/components/report';

/**
 * A report file straight from storage, written by any version or elsewhere: read leniently (any
 * accepted wrapper, loose sections), unlike a note, which the API serves in the contract's shape.
 */
export function ReportFile({ text, onEvidenceClick }: Omit<ReportViewProps, 'read'>) {
  return <ReportView text={text} read={readLegacyReport} onEvidenceClick={onEvidenceClick} />;
}
