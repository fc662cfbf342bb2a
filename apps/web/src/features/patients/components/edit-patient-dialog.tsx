import { PATIENT_LIMITS, UpdatePatientRequestSchema, type Patient, type UpdatePatientRequest } from '@asha/contracts';
import { PatientLanguageOptions } from '@/components/patient-language-options';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { updatePatient } from '../api/patients-api';
import { patientQueryKey } from '../hooks/use-patient';
import { patientsQueryKey } from '../hooks/use-patients-list';

type Field = 'name' | 'email' | 'phone' | 'dob' | 'gender' | 'notes' | 'preferredLanguage' | 'abhaNumber';
type Form = Record<Field, string>;

const formOf = (p: Patient): Form => ({
  name: p.name,
  email: p.email ?? '',
  phone: p.phone ?? '',
  dob: p.dob ?? '',
  gender: p.gender ?? '',
  notes: p.notes ?? '',
  preferredLanguage: p.preferredLanguage ?? '',
  abhaNumber: p.abhaNumber ?? '',
});

/** Only what changed is sent; a field emptied is cleared (sent as null). */
export function correctionOf(before: Patient, form: Form): UpdatePatientRequest {
  const was = formOf(before);
  const out: Record<string, string | null> = {};
  for (const k of Object.keys(form) as Field[]) {
    const v = form[k].trim();
    if (v !== was[k].trim()) out[k] = v === '' && k !== 'name' ? null : v;
  }
  return out as UpdatePatientRequest;
}

/** Correcting a patient's details (PATCH): the contract's limits and messages, checked before sending. */
export function EditPatientDialog({
  patient,
  open,
  onOpenChange,
}: {
  patient: Patient;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [form, setForm] = useState<Form>(() => formOf(patient));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  const reset = (next: boolean) => {
    if (next) {
      setForm(formOf(patient));
      setError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const body = correctionOf(patient, form);
    if (Object.keys(body).length === 0) return reset(false);
    const checked = UpdatePatientRequestSchema.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setSaving(true);
    setError(null);
    try {
      const saved = await updatePatient(patient.patientId, body);
      queryClient.setQueryData(patientQueryKey(patient.patientId), saved);
      void queryClient.invalidateQueries({ queryKey: patientsQueryKey });
      toast.success('Details saved', { description: `The details of ${saved.name} are corrected.` });
      onOpenChange(false);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'The details could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const input = (k: Exclude<Field, 'notes' | 'dob' | 'preferredLanguage'>, label: string, type = 'text', hint = '') => (
    <div className="grid gap-1.5">
      <Label htmlFor={`edit-${k}`}>{label}</Label>
      <Input
        id={`edit-${k}`}
        type={type}
        value={form[k]}
        maxLength={PATIENT_LIMITS[k]}
        placeholder={hint}
        required={k === 'name'}
        onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
      />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit patient details</DialogTitle>
          <DialogDescription>
            Correct what is wrong; clear a field to remove it. The change is recorded in the access history.
          </DialogDescription>
        </DialogHeader>
        <form id="edit-patient" onSubmit={(e) => void onSubmit(e)} className="grid gap-3" noValidate>
          {input('name', 'Full Name')}
          <div className="grid gap-3 sm:grid-cols-2">
            {input('email', 'Email Address', 'email')}
            {input('phone', 'Phone Number', 'tel')}
            <div className="grid gap-1.5">
              <Label htmlFor="edit-dob">Date of birth</Label>
              <Input
                id="edit-dob"
                type="date"
                value={form.dob}
                max={new Date().toISOString().slice(0, 10)}
                onChange={(e) => setForm((f) => ({ ...f, dob: e.target.value }))}
              />
            </div>
            {input('gender', 'Gender')}
            {input('abhaNumber', 'ABHA number', 'text', 'xx-xxxx-xxxx-xxxx')}
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor="edit-preferredLanguage">Language of the patient’s copy</Label>
              <NativeSelect
                id="edit-preferredLanguage"
                value={form.preferredLanguage}
                onChange={(e) => setForm((f) => ({ ...f, preferredLanguage: e.target.value }))}
              >
                <option value="">The consultation’s language</option>
                <PatientLanguageOptions />
              </NativeSelect>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="edit-notes">Notes</Label>
            <Textarea
              id="edit-notes"
              value={form.notes}
              maxLength={PATIENT_LIMITS.notes}
              rows={3}
              onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive [overflow-wrap:anywhere]">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => reset(false)}>
            Cancel
          </Button>
          <Button type="submit" form="edit-patient" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
