import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { NoteHistory } from '@asha/contracts';
import { bearer, createPatient, readyConsultation, uploadAudio } from './support/api';
import { signIn } from './support/sign-in';
import { SPEECH_MP3 } from './support/upload';

// The note has one home: the pipeline writes version 1 when it marks the consultation ready, so the
// first time anyone opens the consultation the note is already there, written by the AI at that moment,
// not made then by the opening.

test('a consultation never opened before already has its note, version 1, from when it became ready', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  const patientId = await createPatient(page, 'First Version Patient');
  await uploadAudio(page, patientId, readFileSync(SPEECH_MP3), 'audio/mpeg');
  const conversationId = await readyConsultation(page, patientId);
  const seenReady = Date.now();
  // Long enough that a version made on opening would be stamped visibly later than the pipeline's.
  await page.waitForTimeout(1_500);

  await page.goto(`/dashboard/patients/${patientId}`);
  await expect(page.getByTestId('note-toolbar').getByText('Version 1')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Note history' }).click();
  await expect(page.getByRole('dialog').getByTestId('history-version')).toHaveCount(1);

  const res = await page.request.get(`/api/conversations/${conversationId}/note/versions`, {
    headers: await bearer(page),
  });
  const { versions } = (await res.json()) as NoteHistory;
  expect(versions.map((v) => [v.version, v.kind, v.authorName])).toEqual([[1, 'ai-draft', null]]);
  expect(Date.parse(versions[0]!.createdAt)).toBeLessThanOrEqual(seenReady);
});
