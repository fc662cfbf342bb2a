import { recordingOutputKey, type StoredReport } from '@asha/contracts';
import { transcriptFromText, transcriptToText, writeReport } from '@asha/scribe';
import { conversations } from '../db/schema/index.js';
import { withTransaction } from '../lib/transaction.js';
import { insertFirstVersion } from '../modules/writing/index.js';
import type { TestApp } from './harness.js';

export const DIALOGUE = `Doctor: Good morning, what brings you in today? Are you taking any medicines for it?
Patient: I have had a headache and a mild fever since Monday. I take paracetamol 500 mg three times a day.`;

/**
 * A consultation the pipeline has finished: its recording, transcript and report files in real storage,
 * and its note's version 1 written as the pipeline writes it. `edit` changes the stored report first.
 */
export async function readyConsultation(
  t: TestApp,
  who: { clinicianId: string; patientId: string },
  dialogue = DIALOGUE,
  edit: (r: StoredReport) => StoredReport = (r) => r,
) {
  const audioKey = `doctors/${who.clinicianId}/${who.patientId}/20261123T090000Z-${Math.random().toString(16).slice(2, 10)}.webm`;
  const transcript = transcriptFromText(dialogue);
  const report = edit(await writeReport(transcript, { now: new Date('2026-11-23T09:05:00Z') }));
  const reportKey = recordingOutputKey(audioKey, 'report');
  const transcriptKey = recordingOutputKey(audioKey, 'transcriptText');
  await t.ctx.storage.put(audioKey, Buffer.from('webm'), 'audio/webm');
  await t.ctx.storage.put(
    recordingOutputKey(audioKey, 'transcriptJson'),
    JSON.stringify(transcript),
    'application/json',
  );
  await t.ctx.storage.put(transcriptKey, transcriptToText(transcript), 'text/plain; charset=utf-8');
  await t.ctx.storage.put(reportKey, JSON.stringify(report), 'application/json');
  const row = await withTransaction(t.ctx.database, async ({ db }) => {
    const [inserted] = await db
      .insert(conversations)
      .values({ ...who, audioKey, contentType: 'audio/webm', sizeBytes: 4, status: 'ready', transcriptKey, reportKey })
      .returning();
    await insertFirstVersion(db, inserted!, report, transcript);
    return inserted!;
  });
  return { id: row.id, reportKey, report };
}
