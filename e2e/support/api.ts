import { expect, type Page } from '@playwright/test';
import type { Conversation } from '@asha/contracts';

/**
 * The product's own API, called as the signed-in clinician of `page` (after `signIn`): for specs
 * that need data in place before they look at a screen.
 */
export async function bearer(page: Page): Promise<{ Authorization: string }> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ff_tokens')!) as { idToken: string }).idToken,
  );
  return { Authorization: `Bearer ${token}` };
}

export async function createPatient(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/users', { headers: await bearer(page), data: { name, role: 'patient' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { patient: { patientId: string } }).patient.patientId;
}

/** Uploads a recording for a patient as the browser would: an upload URL, then the PUT. */
export async function uploadAudio(page: Page, patientId: string, body: Buffer, contentType: string): Promise<string> {
  const q = new URLSearchParams({ contentType, patientId, source: 'file' });
  const res = await page.request.get(`/api/conversation/upload-url?${q}`, { headers: await bearer(page) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { url, key } = (await res.json()) as { url: string; key: string };
  const put = await page.request.put(url, { headers: { 'Content-Type': contentType }, data: body });
  expect(put.ok(), await put.text()).toBeTruthy();
  return key;
}

/** The patient's newest consultation once the pipeline has made it ready, read from the list (the note is not opened). */
export async function readyConsultation(page: Page, patientId: string): Promise<string> {
  const latest = async () => {
    const res = await page.request.get(`/api/patients/${patientId}/conversations?limit=1&order=desc`, {
      headers: await bearer(page),
    });
    return ((await res.json()) as { items: Conversation[] }).items[0];
  };
  await expect.poll(async () => (await latest())?.status, { timeout: 90_000 }).toBe('ready');
  return (await latest())!.conversationId;
}

/** Every patient of the signed-in clinician with this exact name. */
export async function patientsNamed(page: Page, name: string): Promise<string[]> {
  const ids: string[] = [];
  let nextToken: string | null = null;
  do {
    const q = new URLSearchParams({ limit: '50', order: 'desc', ...(nextToken ? { nextToken } : {}) });
    const res = await page.request.get(`/api/patients?${q}`, { headers: await bearer(page) });
    const body = (await res.json()) as { items: Array<{ patientId: string; name: string }>; nextToken: string | null };
    ids.push(...body.items.filter((p) => p.name === name).map((p) => p.patientId));
    nextToken = body.nextToken;
  } while (nextToken);
  return ids;
}

/** The page scrolls sideways: something on it is wider than the window. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
