import { ABHA_MESSAGE } from '@asha/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, patient, signIn } from '../test/fake-api';
import { AddPatientForm } from './add-patient-form';

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AddPatientForm />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Add New Patient: the ABHA number', { timeout: 20_000 }, () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a number that is not 14 digits with what it must be, and sends nothing', async () => {
    const calls = installFakeApi({});
    renderForm();
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ravi Kumar');
    await userEvent.type(screen.getByLabelText('ABHA Number'), '91-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText(ABHA_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(0);
  });

  it('sends the number typed with the patient', async () => {
    const calls = installFakeApi({
      'POST /api/users': () => json({ patient: patient(3, { name: 'Ravi Kumar' }) }, 201),
    });
    renderForm();
    expect(screen.getByLabelText('ABHA Number')).toHaveAttribute('placeholder', 'xx-xxxx-xxxx-xxxx');
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ravi Kumar');
    await userEvent.type(screen.getByLabelText('ABHA Number'), ' 91 1234 5678 9012 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Patient Ravi Kumar has been added successfully.')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({
      name: 'Ravi Kumar',
      abhaNumber: '91 1234 5678 9012',
      role: 'patient',
    });
  });
});
