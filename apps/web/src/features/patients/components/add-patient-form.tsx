import { CreatePatientRequestSchema, PATIENT_LIMITS, type CreatePatientRequest } from '@asha/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { shortened } from '@/components/ui/clamped-text';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getValidIdToken } from '@/lib/auth';
import { createPatient } from '../api/patients-api';
import { patientsQueryKey } from '../hooks/use-patients-list';

const EMPTY = { name: '', email: '', phone: '', abhaNumber: '' };
type Form = typeof EMPTY;

/** Add patient: trimmed fields, empty optional fields omitted, role 'patient'. */
export function toCreatePayload(form: Form): CreatePatientRequest {
  const email = form.email.trim();
  const phone = form.phone.trim();
  const abhaNumber = form.abhaNumber.trim();
  return {
    name: form.name.trim(),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(abhaNumber ? { abhaNumber } : {}),
    role: 'patient',
  };
}

/**
 * Add New Patient form with its success and error toasts. One submission makes one patient: the button
 * is disabled from the first click until the answer, and every retry of the same details carries
 * the same idempotency key, so the server returns the first request's patient instead of a copy.
 * Limits and messages are the contract's, checked here before anything is sent.
 */
export function AddPatientForm() {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (p: { body: CreatePatientRequest; key: string }) => createPatient(p.body, p.key),
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      await submit();
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!(await getValidIdToken()))
      return void toast.error('Authentication Error', { description: 'Please sign in first.' });
    const payload = toCreatePayload(form);
    const checked = CreatePatientRequestSchema.safeParse(payload);
    if (!checked.success)
      return void toast.error('Validation Error', { description: checked.error.issues[0]!.message });
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const patient = await save.mutateAsync({ body: payload, key: idempotencyKey.current });
      // A toast is read at a glance: a very long name is cut there (the list and the header show it whole).
      toast.success('Success!', { description: `Patient ${shortened(patient.name, 80)} has been added successfully.` });
      idempotencyKey.current = null;
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: patientsQueryKey });
    } catch (err) {
      toast.error('Error', { description: (err as Error).message || 'Failed to save patient. Please try again.' });
    }
  };

  const field = (k: keyof Form) => ({
    value: form[k],
    maxLength: PATIENT_LIMITS[k],
    onChange: (e: { target: { value: string } }) => {
      // Other details are another patient: the next save must not replay the earlier request.
      idempotencyKey.current = null;
      setForm((f) => ({ ...f, [k]: e.target.value }));
    },
  });
  const saving = busy || save.isPending;

  return (
    <Card className="mx-auto w-full max-w-2xl" data-tour="add-patient-form">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-2xl">
          <UserPlus className="size-6" aria-hidden />
          Add New Patient
        </CardTitle>
        <CardDescription>Enter patient information to create a new record in the system.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor="patient-name">Full Name *</Label>
            <Input id="patient-name" autoComplete="off" placeholder="Enter patient's full name" {...field('name')} />
            <LimitNote value={form.name} max={PATIENT_LIMITS.name} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="patient-email">Email Address</Label>
            <Input
              id="patient-email"
              type="email"
              autoComplete="off"
              placeholder="patient@example.com"
              {...field('email')}
            />
            <LimitNote value={form.email} max={PATIENT_LIMITS.email} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="patient-phone">Phone Number</Label>
            <Input
              id="patient-phone"
              type="tel"
              autoComplete="off"
              placeholder="+1 (555) 123-4567"
              {...field('phone')}
            />
            <LimitNote value={form.phone} max={PATIENT_LIMITS.phone} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="patient-abha">ABHA Number</Label>
            <Input
              id="patient-abha"
              inputMode="numeric"
              autoComplete="off"
              placeholder="xx-xxxx-xxxx-xxxx"
              {...field('abhaNumber')}
            />
            <p className="text-xs text-muted-foreground">The 14 digits of the patient’s ABHA card, if they have one.</p>
          </div>
          <Button type="submit" disabled={saving} className="w-full sm:w-auto sm:self-end">
            {saving ? 'Saving Patient...' : 'Save Patient'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Pasted text longer than the field is cut at its limit: say so rather than cut silently. */
function LimitNote({ value, max }: { value: string; max: number }) {
  if (value.length < max) return null;
  return (
    <p role="status" className="text-xs text-muted-foreground">
      At most {max} characters.
    </p>
  );
}
