import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
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

describe('Add New Patient (spec §2, §5, §8)', { timeout: 20_000 }, () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('sends trimmed fields, omits empty ones, toasts success and clears the form', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = installFakeApi({
      'POST /api/users': async (_u, init) => {
        await gate;
        const body = JSON.parse(String(init!.body));
        return json({ patient: patient(7, { name: body.name, email: body.email ?? null, phone: body.phone ?? null }) }, 201);
      },
    });
    renderForm();
    expect(screen.getByText('Enter patient information to create a new record in the system.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    await userEvent.type(screen.getByLabelText(/Full Name/), '  Ravi Shankar ');
    await userEvent.type(screen.getByLabelText('Phone Number'), ' 98450 12345 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByRole('button', { name: 'Saving Patient...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Patient Ravi Shankar has been added successfully.')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({ name: 'Ravi Shankar', phone: '98450 12345', role: 'patient' });
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
  });

  it("refuses an empty name with 'Validation Error' and sends nothing", async () => {
    const calls = installFakeApi({});
    renderForm();
    await userEvent.type(screen.getByLabelText(/Full Name/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("asks to sign in first without a token", async () => {
    localStorage.clear();
    installFakeApi({});
    renderForm();
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('Please sign in first.')).toBeInTheDocument();
  });

  it("shows the server's message in an 'Error' toast and keeps the input", async () => {
    installFakeApi({ 'POST /api/users': () => json({ error: 'Email address is not valid.' }, 400) });
    renderForm();
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Email address is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ravi');
  });
});
