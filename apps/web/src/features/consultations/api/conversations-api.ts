import {
  ConversationSchema,
  DeletedResponseSchema,
  ListConversationsResponseSchema,
  type ListConversationsResponse,
} from '@asha/contracts';
import { loadSampleReport } from '@/components/report';
import { apiRequest } from '@/lib/api-client';
import { send } from '@/lib/network';
import {
  SAMPLE_CONVERSATIONS,
  SAMPLE_CONVERSATIONS_DELAY_MS,
  SAMPLE_PATIENT_ID,
  SAMPLE_REPORT_URL,
  SAMPLE_TRANSCRIPT,
  SAMPLE_TRANSCRIPT_URL,
  delay,
} from '../lib/sample';

/** Consultation page size 10, newest first. */
export const CONVERSATION_PAGE_SIZE = 10;

/** GET /patients/{patientId}/conversations; the sample patient needs no sign-in and no server call. */
export async function listConversations(
  patientId: string,
  nextToken?: string,
  signal?: AbortSignal,
): Promise<ListConversationsResponse> {
  if (patientId === SAMPLE_PATIENT_ID) {
    await delay(SAMPLE_CONVERSATIONS_DELAY_MS);
    return { items: SAMPLE_CONVERSATIONS, nextToken: null };
  }
  return apiRequest(`/patients/${encodeURIComponent(patientId)}/conversations`, {
    query: { limit: CONVERSATION_PAGE_SIZE, order: 'desc', nextToken },
    schema: ListConversationsResponseSchema,
    signal,
  });
}

/** Deletes a consultation with every file of it; it can be undone until `undoUntil`. */
export function deleteConversation(conversationId: string) {
  return apiRequest(`/conversations/${encodeURIComponent(conversationId)}`, {
    method: 'DELETE',
    schema: DeletedResponseSchema,
  });
}

export function restoreConversation(conversationId: string) {
  return apiRequest(`/conversations/${encodeURIComponent(conversationId)}/restore`, {
    method: 'POST',
    schema: ConversationSchema,
  });
}

export function retryConversation(conversationId: string) {
  return apiRequest(`/conversations/${encodeURIComponent(conversationId)}/retry`, {
    method: 'POST',
    schema: ConversationSchema,
  });
}

/** A consultation waiting for its engine: its next try starts now instead of at the time shown. */
export function retryConversationNow(conversationId: string) {
  return apiRequest(`/conversations/${encodeURIComponent(conversationId)}/retry-now`, {
    method: 'POST',
    schema: ConversationSchema,
  });
}

/**
 * a plain GET of a signed transcript or report URL: a plain GET of the signed URL, no auth header. 'test-report' gives the sample
 * report after 500 ms. An error answer shows the spec's fallback with its status; no answer says so.
 */
export async function fetchConversationText(url: string, fallbackError: string, signal?: AbortSignal): Promise<string> {
  if (url === SAMPLE_REPORT_URL) return loadSampleReport();
  if (url === SAMPLE_TRANSCRIPT_URL) return SAMPLE_TRANSCRIPT;
  const res = await send(url, { signal });
  if (!res.ok) throw new Error(`${fallbackError} (${res.status})`);
  return res.text();
}
