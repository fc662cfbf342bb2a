import { flagKey, isOffered, type NoteVersion } from '@asha/contracts';
import { useMemo } from 'react';
import { AnnotationsContext, cardForSection, isSaid, SaidPanel } from '@/components/report';
import { addOmission } from '../omissions';
import { EditContext, type EditContextValue } from './edit-context';
import { AssessmentEdit, ChiefComplaintEdit, TreatmentPlanEdit, VisitSummaryEdit, VitalsEdit } from './clinical-cards';
import {
  FamilyHistoryEdit,
  HpiEdit,
  MedicalHistoryEdit,
  MedicationsEdit,
  PhysicalExamEdit,
  ResultsEdit,
  ReviewOfSystemsEdit,
  SocialHistoryEdit,
} from './history-cards';
import { ItemMarks } from './item-marks';
import { NoteTextEdit } from './note-text-card';

export interface NoteCardsProps extends Omit<EditContextValue, 'version'> {
  version: Pick<NoteVersion, 'evidence' | 'flags' | 'authored'>;
  onEvidenceClick?: (segmentIds: string[]) => void;
}

/**
 * Every card of the report, edited in place; flags no card holds (the patient's details) sit on top,
 * what was said but left out at the foot, each added to its section in one click.
 */
export function NoteCards({ onEvidenceClick, ...edit }: NoteCardsProps) {
  const { version, resolutions, resolve } = edit;
  const annotations = useMemo(
    () => ({ evidence: version.evidence, flags: version.flags, onEvidenceClick }),
    [version, onEvidenceClick],
  );
  const unplaced = version.flags.filter((f) => !isOffered(f) && f.path && cardForSection(f.section) === null);
  const resolved = new Set(resolutions.map((r) => r.key));
  const offers = version.flags.filter((f) => isSaid(f) && !resolved.has(flagKey(f)));
  return (
    <EditContext.Provider value={edit}>
      <AnnotationsContext.Provider value={annotations}>
        <div className="grid items-start gap-4 md:grid-cols-2" data-testid="note-editor">
          {unplaced.length > 0 && (
            <div
              role="region"
              aria-label="Verification"
              className="rounded-lg border border-amber-300 p-4 text-sm md:col-span-2"
            >
              <p className="font-semibold">Verification</p>
              {unplaced.map((f) => (
                <p key={f.path}>
                  {f.text} ({f.path})
                  <ItemMarks path={f.path!} label={f.text} />
                </p>
              ))}
            </div>
          )}
          <VisitSummaryEdit />
          <ChiefComplaintEdit />
          <AssessmentEdit />
          <VitalsEdit />
          <TreatmentPlanEdit />
          <MedicalHistoryEdit />
          <MedicationsEdit />
          <HpiEdit />
          <PhysicalExamEdit />
          <ResultsEdit />
          <FamilyHistoryEdit />
          <SocialHistoryEdit />
          <ReviewOfSystemsEdit />
          <NoteTextEdit />
          <SaidPanel
            flags={offers}
            onAdd={(f) => resolve({ key: flagKey(f), action: 'add' }, (r) => addOmission(r, f))}
          />
        </div>
      </AnnotationsContext.Provider>
    </EditContext.Provider>
  );
}
