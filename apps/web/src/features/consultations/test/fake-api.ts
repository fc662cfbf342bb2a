import type { Conversation } from '@asha/contracts';
export { installFakeApi, json, signIn, type Handler } from '@/test/fake-api';

export const PATIENT = '00000000-0000-4000-8000-000000000001';

export function conversation(i: number, extra: Partial<Conversation> = {}): Conversation {
  return {
    conversationId: `c-${i}`,
    patientId: PATIENT,
    createdAt: new Date(2026, 10, 22 - i, 15, 5).toISOString(),
    audioUrl: `http://app.test/blobs/c-${i}.webm?sig=x`,
    sizeBytes: 1_572_864,
    status: 'ready',
    error: null,
    durationSec: null,
    language: null,
    ...extra,
  };
}
