import { PATIENT_LANGUAGES, type PatientCopy, type PatientLanguage } from '@asha/contracts';
import { PatientLanguageOptions } from '@/components/patient-language-options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { downloadPatientCopy, fetchPatientCopy, patientCopyQueryKey } from './export-api';

function List({ heading, items, warn }: { heading: string; items: string[]; warn?: boolean }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className={warn ? 'font-semibold text-destructive' : 'font-semibold text-primary'}>{heading}</h3>
      <ul className="list-disc pl-5">
        {items.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ul>
    </section>
  );
}

/** The copy as the patient will read it, in its own language. */
function Preview({ copy }: { copy: PatientCopy }) {
  const c = copy.content;
  return (
    <div
      lang={copy.language}
      className="grid gap-3 rounded border p-3 text-sm [overflow-wrap:anywhere]"
      data-testid="patient-copy-preview"
    >
      <h2 className="text-base font-semibold">{c.headings.title}</h2>
      <List heading={c.headings.found} items={c.found} />
      <List heading={c.headings.whatToDo} items={c.whatToDo} />
      <List heading={c.headings.medicines} items={c.medicines.map((m) => `${m.name}: ${m.how}`)} />
      {c.comeBack && (
        <section>
          <h3 className="font-semibold text-primary">{c.headings.comeBack}</h3>
          <p>{c.comeBack}</p>
        </section>
      )}
      <List heading={c.headings.warningSigns} items={c.warningSigns} warn />
    </div>
  );
}

/**
 * How the copy came to be in its language, in one line for the clinician. A new way of writing it
 * fails to compile here until it is named.
 */
function howWritten(copy: PatientCopy): string {
  const name = PATIENT_LANGUAGES[copy.language].name;
  switch (copy.translation) {
    case 'full':
      return `Whole copy translated into ${name} by ${copy.engine}.`;
    case 'partial':
      return `${copy.englishSections.length ? 'Partly in' : 'In'} ${name}, from built-in phrases (no language model).`;
    case 'none':
      return copy.requestedLanguage === 'en' ? 'In English.' : 'In plain English.';
    default: {
      const unnamed: never = copy.translation;
      return unnamed;
    }
  }
}

/**
 * The patient's copy: a one-page summary in plain words, in the patient's preferred language (or
 * the consultation's): wholly translated when a language model is configured, else its fixed parts
 * (headings, each medicine's instructions, review, warning signs) from the built-in phrases of the
 * languages that have them, with free sentences left in English and marked. The clinician can pick another
 * language, reads it here, and downloads the PDF to print or send.
 */
export function PatientCopyDialog({ conversationId, onClose }: { conversationId: string; onClose(): void }) {
  const [language, setLanguage] = useState<PatientLanguage | null>(null);
  const [saving, setSaving] = useState(false);
  const copy = useQuery({
    queryKey: patientCopyQueryKey(conversationId, language),
    queryFn: ({ signal }) => fetchPatientCopy(conversationId, language, signal),
    staleTime: 60_000,
    retry: false,
  });
  const shown = copy.data;
  const download = async () => {
    if (!shown || saving) return;
    setSaving(true);
    try {
      await downloadPatientCopy(conversationId, shown.requestedLanguage);
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : 'The PDF could not be made. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Patient copy</DialogTitle>
          <DialogDescription>A one-page summary in plain words for the patient to take home.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="patient-copy-language">Language</Label>
          <NativeSelect
            id="patient-copy-language"
            value={language ?? shown?.requestedLanguage ?? ''}
            onChange={(e) => setLanguage(e.target.value as PatientLanguage)}
            disabled={copy.isFetching}
          >
            {!shown && !language && <option value="">The patient’s language</option>}
            <PatientLanguageOptions />
          </NativeSelect>
        </div>
        {copy.isFetching && (
          <p className="text-sm text-muted-foreground">
            Writing the patient copy… a translation by a language model can take a minute.
          </p>
        )}
        {copy.error && (
          <p role="alert" className="text-sm text-destructive">
            {copy.error.message}
          </p>
        )}
        {shown && !copy.isFetching && (
          <>
            <p className="text-sm text-muted-foreground" data-testid="patient-copy-written">
              {howWritten(shown)}
            </p>
            {shown.notice && (
              <p className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
                {shown.notice}
                {shown.translation !== 'full' && shown.requestedLanguage !== 'en' && (
                  <>
                    {' '}
                    <Link to="/dashboard/models" className="font-medium underline underline-offset-2">
                      Open the Models page
                    </Link>
                  </>
                )}
              </p>
            )}
            {!shown.signed && (
              <p className="text-sm font-medium text-destructive">
                This note is a draft, not signed: the copy is marked as a draft.
              </p>
            )}
            <Preview copy={shown} />
          </>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void download()} disabled={!shown || copy.isFetching || saving}>
            {saving ? 'Making the PDF…' : 'Download PDF'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
