import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, patient, signIn } from '../test/fake-api';
import { usePatient } from './use-patient';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('usePatient', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('yields the sample patient after about 300 ms without any server call', async () => {
    const calls = installFakeApi({});
    const started = Date.now();
    const { result } = renderHook(() => usePatient('test-patient'), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.patient?.name).toBe('Sample Patient (Demo)'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(result.current.patient).toMatchObject({ gender: 'Other', dob: '1990-01-01' });
    expect(calls).toHaveLength(0);
  });

  it('accepts the patient wrapped or bare', async () => {
    const p = patient(3);
    installFakeApi({ [`GET /api/patients/${p.patientId}`]: () => json(p) });
    const { result } = renderHook(() => usePatient(p.patientId), { wrapper });
    await waitFor(() => expect(result.current.patient?.name).toBe('Patient 3'));
  });

  it.each([
    ['the server error field', () => json({ error: 'Patient not found' }, 404), 'Patient not found'],
    ['the status text', () => new Response('', { status: 502, statusText: 'Bad Gateway' }), 'Bad Gateway'],
    ['an empty payload', () => json({ patient: {} }), 'Empty patient payload'],
  ])('reports %s', async (_label, handler, message) => {
    installFakeApi({ 'GET /api/patients/p-1': handler });
    const { result } = renderHook(() => usePatient('p-1'), { wrapper });
    await waitFor(() => expect(result.current.error).toBe(message));
  });
});
