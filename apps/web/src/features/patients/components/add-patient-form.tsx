import type { CreatePatientRequest } from '@asha/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getValidIdToken } from '@/lib/auth';
import { createPatient } from '../api/patients-api';
import { patientsQueryKey } from '../hooks/use-patients-list';

const EMPTY = { name: '', email: '', phone: '' };

/** Spec §5 Add patient: trimmed fields, empty optional fields omitted, role 'patient'. */
export function toCreatePayload(form: typeof EMPTY): CreatePatientRequest {
  const email = form.email.trim();
  const phone = form.phone.trim();
  return { name: form.name.trim(), ...(email ? { email } : {}), ...(phone ? { phone } : {}), role: 'patient' };
}

/** Spec §2 Add New Patient form with the §8 toasts. */
export function AddPatientForm() {
  const [form, setForm] = useState(EMPTY);
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: createPatient });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await getValidIdToken())) return void toast.error('Authentication Error', { description: 'Please sign in first.' });
    const payload = toCreatePayload(form);
    if (!payload.name) return void toast.error('Validation Error', { description: 'Name is required.' });
    try {
      const patient = await save.mutateAsync(payload);
      toast.success('Success!', { description: `Patient ${patient.name} has been added successfully.` });
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: patientsQueryKey });
    } catch (err) {
      toast.error('Error', { description: (err as Error).message || 'Failed to save patient. Please try again.' });
    }
  };
  const field = (k: keyof typeof EMPTY) => ({ value: form[k], onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value })) });

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
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="patient-email">Email Address</Label>
            <Input id="patient-email" type="email" autoComplete="off" placeholder="patient@example.com" {...field('email')} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="patient-phone">Phone Number</Label>
            <Input id="patient-phone" type="tel" autoComplete="off" placeholder="+1 (555) 123-4567" {...field('phone')} />
          </div>
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:self-end">
            {save.isPending ? 'Saving Patient...' : 'Save Patient'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
