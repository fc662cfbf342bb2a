import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The Patient Reports browser at /dashboard/data against the real server
// (embedded sign-in, real storage, the real /api/conversation/audios listing).

/** One second of 16 kHz mono silence as a WAV file. */
function silentWav(seconds = 1, rate = 16_000): Buffer {
  const data = rate * 2 * seconds;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}

/** Uploads a recording for a new patient through the product's own API, as the recorder would. */
async function uploadRecording(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ff_tokens')!) as { idToken: string }).idToken,
  );
  const auth = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/users', {
    headers: auth,
    data: { name: 'Browser Patient', role: 'patient' },
  });
  expect(created.ok()).toBeTruthy();
  const patient = (await created.json()) as { patientId?: string; patient?: { patientId: string } };
  const patientId = patient.patientId ?? patient.patient!.patientId;
  const res = await page.request.get(`/api/conversation/upload-url?contentType=audio/wav&patientId=${patientId}`, {
    headers: auth,
  });
  expect(res.ok()).toBeTruthy();
  const { url, key } = (await res.json()) as { url: string; key: string };
  const put = await page.request.put(url, { headers: { 'Content-Type': 'audio/wav' }, data: silentWav() });
  expect(put.ok()).toBeTruthy();
  return key;
}

test('the reports browser lists the clinician’s recordings and previews the selected one', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/data');
  const list = page.getByRole('complementary', { name: 'Patient Reports' });
  // Other specs may already have stored recordings for the same seeded clinician, so the empty
  // state and the placeholders shown before a selection are asserted in the component tests.
  await expect(list).toBeVisible();

  const key = await uploadRecording(page);
  const base = key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));
  await page.reload();
  const item = list.getByRole('button', { name: new RegExp(base) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('31.3 KB'); // 44 + 32 000 bytes
  await expect(item).toContainText('Audio');
  // First item selected automatically: its audio plays from the signed link.
  await expect(item).toHaveAttribute('aria-current', 'true');
  const audio = page.getByTestId('audio-preview');
  await expect(audio).toHaveAttribute('src', /\/.+/);
  const audioStatus = await page.request.get((await audio.getAttribute('src'))!);
  expect(audioStatus.status()).toBe(200);
});
