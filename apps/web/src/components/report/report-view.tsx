import type { StoredReport } from '@asha/contracts';
import { AlertCircle } from 'lucide-react';
import { useMemo } from 'react';
import { AnnotationsContext, cardOfFlag, type CardId } from './annotations';
import { AssessmentCard, ChiefComplaintCard, VitalsCard } from './cards/clinical-cards';
import { HpiCard, MedicalHistoryCard, MedicationsCard } from './cards/history-cards';
import {
  FamilyHistoryCard,
  PhysicalExamCard,
  ResultsCard,
  ReviewOfSystemsCard,
  SocialHistoryCard,
  socialEntries,
  VisitSummaryCard,
} from './cards/other-cards';
import { NoteTextCard } from './cards/note-text-card';
import { TreatmentPlanCard } from './cards/plan-card';
import { FlagList } from './flag-notes';
import { parseReportText, readStoredReport, type ReportReader } from './parse-report-text';
import { isSaid, SaidPanel } from './said-panel';

export interface ReportViewProps {
  /** The report's JSON text. */
  text: string | null | undefined;
  /**
   * How the parsed JSON is read: by default as the contract's stored report exactly. Only a view of
   * files straight from storage passes a lenient reader.
   */
  read?: ReportReader;
  /** Shows the transcript segments an item rests on. Without it no "source" buttons appear. */
  onEvidenceClick?: (segmentIds: string[]) => void;
}

/** Report viewer with the three states. */
export function ReportView({ text, read = readStoredReport, onEvidenceClick }: ReportViewProps) {
  const parsed = useMemo(() => parseReportText(text, read), [text, read]);
  switch (parsed.kind) {
    case 'empty':
      return <p className="p-4 text-sm text-muted-foreground">No report available.</p>;
    case 'invalid-json':
      return (
        <ReportError>
          <p>
            <span className="font-medium">Error parsing JSON:</span> {parsed.message}
          </p>
        </ReportError>
      );
    case 'no-report':
      return (
        <ReportError>
          <p>Normalization failed. The payload does not contain a patientReport.</p>
          <pre
            data-testid="report-preview"
            className="mt-2 max-h-64 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap text-foreground"
          >
            {parsed.preview}
          </pre>
        </ReportError>
      );
    case 'ok':
      return <ReportCards value={parsed.value} onEvidenceClick={onEvidenceClick} />;
  }
}

function ReportError({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
      <p className="mb-1 flex items-center gap-2 font-semibold">
        <AlertCircle className="size-4" aria-hidden />
        Unable to render report
      </p>
      {children}
    </div>
  );
}

/** The cards of a parsed report; `authored` marks the items a clinician wrote (no evidence claims them). */
export function ReportCards({
  value,
  onEvidenceClick,
  authored,
}: {
  value: StoredReport;
  onEvidenceClick?: (ids: string[]) => void;
  authored?: string[];
}) {
  const { patientReport: r, evidence } = value;
  // What was said but left out is offered in a panel of its own, not under the cards.
  const flags = useMemo(() => value.flags.filter((f) => !isSaid(f)), [value.flags]);
  const annotations = useMemo(
    () => ({ evidence, flags, onEvidenceClick, authored }),
    [evidence, flags, onEvidenceClick, authored],
  );
  const flagged = new Set(flags.map(cardOfFlag));
  // Optional cards appear when they have content, or when a flag concerns them (a flag is never dropped).
  const show = (card: CardId, hasContent: boolean) => hasContent || flagged.has(card);
  const unplaced = flags.filter((f) => cardOfFlag(f) === null);
  return (
    <AnnotationsContext.Provider value={annotations}>
      <div className="grid items-start gap-4 md:grid-cols-2" data-testid="report-cards">
        {unplaced.length > 0 && (
          <div
            role="region"
            aria-label="Verification"
            className="rounded-lg border border-amber-300 p-4 text-sm md:col-span-2"
          >
            <p className="font-semibold">Verification</p>
            <FlagList flags={unplaced} showPath />
          </div>
        )}
        {show('visitSummary', !!r.visitSummary) && <VisitSummaryCard value={r.visitSummary} />}
        <ChiefComplaintCard value={r.chiefComplaint} />
        <AssessmentCard items={r.assessment} />
        <VitalsCard vitals={r.physicalExam.vitals} />
        <TreatmentPlanCard plan={r.plan} />
        <MedicalHistoryCard conditions={r.pastMedicalHistory.conditions} allergies={r.allergies} />
        <MedicationsCard current={r.medications.current} />
        <HpiCard hpi={r.historyOfPresentIllness} />
        <PhysicalExamCard exam={r.physicalExam} />
        {show('results', r.results.length > 0) && <ResultsCard results={r.results} />}
        <FamilyHistoryCard family={r.familyHistory} />
        {show('socialHistory', socialEntries(r.socialHistory).length > 0) && (
          <SocialHistoryCard social={r.socialHistory} />
        )}
        {show('reviewOfSystems', r.reviewOfSystems.length > 0) && <ReviewOfSystemsCard entries={r.reviewOfSystems} />}
        {r.noteText && Object.keys(r.noteText).length > 0 && <NoteTextCard text={r.noteText} />}
        <SaidPanel flags={value.flags} />
      </div>
    </AnnotationsContext.Provider>
  );
}
