import { PATIENT_LIMITS } from '@asha/contracts';
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

describe('Add New Patient', { timeout: 20_000 }, () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('sends trimmed fields, omits empty ones, toasts success and clears the form', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = installFakeApi({
      'POST /api/users': async (_u, init) => {
        await gate;
        const body = JSON.parse(String(init!.body));
        return json(
          { patient: patient(7, { name: body.name, email: body.email ?? null, phone: body.phone ?? null }) },
          201,
        );
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
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({
      name: 'Ravi Shankar',
      phone: '98450 12345',
      role: 'patient',
    });
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

  it('asks to sign in first without a token', async () => {
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

  it('says the network dropped, in words a person can act on, and keeps the input', async () => {
    installFakeApi({ 'POST /api/users': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderForm();
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(
      await screen.findByText('No connection to the server. Check the network and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ravi');
  });

  it('limits each field to the contract’s length and says so when a paste is cut', async () => {
    installFakeApi({});
    renderForm();
    const name = screen.getByLabelText(/Full Name/);
    expect(name).toHaveAttribute('maxLength', String(PATIENT_LIMITS.name));
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('maxLength', String(PATIENT_LIMITS.email));
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('maxLength', String(PATIENT_LIMITS.phone));
    await userEvent.click(name);
    await userEvent.paste('A'.repeat(230));
    expect(name).toHaveValue('A'.repeat(200));
    expect(screen.getByText('At most 200 characters.')).toBeInTheDocument();
  });

  it('retries a failed save with the same idempotency key, and new details get a new one', async () => {
    let fail = true;
    const calls = installFakeApi({
      'POST /api/users': (_u, init) => {
        if (fail) return json({ error: 'Service unavailable, try again.' }, 503);
        return json({ patient: patient(8, { name: JSON.parse(String(init!.body)).name }) }, 201);
      },
    });
    const keyOf = (i: number) => new Headers(calls[i]!.init!.headers).get('Idempotency-Key');
    renderForm();
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Kavya Menon');
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Service unavailable, try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Patient Kavya Menon has been added successfully.')).toBeInTheDocument();
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0));
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Kavya Menon');
    await userEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });
});
