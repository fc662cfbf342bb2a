export { installFakeApi, json, signIn, type Handler } from '@/test/fake-api';

export function patient(i: number, extra: Record<string, unknown> = {}) {
  const at = new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString();
  return {
    patientId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Patient ${i}`,
    email: `patient${i}@example.org`,
    phone: `555-01${String(i).padStart(2, '0')}`,
    gender: null,
    dob: null,
    notes: null,
    preferredLanguage: null,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}
