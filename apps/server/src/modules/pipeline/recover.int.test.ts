import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../queue/boss.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { recoverOrphanedJobs } from './recover.js';

/** A job a killed worker left active is handed out again at the next start, not an hour later. */
describe('orphaned pipeline jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stateOf = async (id: string) =>
    (await t.ctx.database.pool.query<{ state: string }>('select state from pgboss.job where id = $1', [id])).rows[0]
      ?.state;

  it('puts a job that was active when its worker died back in line, and leaves others alone', async () => {
    const orphan = (await t.ctx.boss.send(QUEUES.pipeline, { conversationId: 'c-orphan' }))!;
    const [taken] = await t.ctx.boss.fetch(QUEUES.pipeline); // the worker that then "died"
    expect(taken!.id).toBe(orphan);
    const waiting = (await t.ctx.boss.send(QUEUES.pipeline, { conversationId: 'c-waiting' }))!;
    expect(await stateOf(orphan)).toBe('active');

    expect(await recoverOrphanedJobs(t.ctx)).toBe(1);
    expect(await stateOf(orphan)).toBe('retry');
    expect(await stateOf(waiting)).toBe('created');
    expect(await recoverOrphanedJobs(t.ctx)).toBe(0);
  });
});
