import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api-client';
import type { StoredRecording } from './chunk-store';
import { OfflineError, type LiveApi } from './live-api';
import { LiveUploader, type SaveState } from './live-uploader';
import { memoryChunkStore } from './testing';

const REC: StoredRecording = {
  id: 'r-1',
  owner: 'o',
  patientId: 'p-1',
  mimeType: 'audio/webm;codecs=opus',
  startedAt: 0,
  chunks: 3,
  recordedMs: 3000,
  stopped: false,
};

/** The server at the API's boundary: what it stored, and a switch for the network between. */
function fakeServer() {
  const stored = new Map<number, string>();
  const net = { up: true, loseNextAnswer: false, refuse: null as ApiError | null };
  const calls: string[] = [];
  const api = {
    start: async (id: string) => {
      calls.push(`start ${id}`);
      if (!net.up) throw new OfflineError('Failed to fetch');
      return {} as never;
    },
    chunk: async (_id: string, seq: number, data: Blob) => {
      calls.push(`chunk ${seq}`);
      if (!net.up) throw new OfflineError('Failed to fetch');
      if (net.refuse) throw net.refuse;
      stored.set(seq, await data.text());
      if (net.loseNextAnswer) {
        net.loseNextAnswer = false;
        throw new OfflineError('The connection was reset');
      }
      return { seq, chunks: stored.size };
    },
    finish: async (_id: string, body: { chunks: number; patientId?: string }) => {
      calls.push(`finish ${body.chunks} ${body.patientId ?? ''}`);
      return { conversationId: 'c-1', patientId: 'p-1', status: 'uploaded' as const };
    },
  } as unknown as LiveApi;
  return { api, stored, net, calls };
}

async function withChunks(n: number) {
  const store = memoryChunkStore();
  await store.putRecording(REC);
  for (let seq = 0; seq < n; seq++)
    await store.putChunk({ recordingId: REC.id, seq, data: new Blob([`audio ${seq}`]), ms: 1000, startsStream: false });
  return store;
}

describe('LiveUploader', () => {
  it('sends the chunks in order after starting the recording, and lets each go only once the server has it', async () => {
    const store = await withChunks(3);
    const server = fakeServer();
    const u = new LiveUploader(REC.id, store, server.api);
    await u.drained();
    expect(server.calls).toEqual(['start r-1', 'chunk 0', 'chunk 1', 'chunk 2']);
    expect([...server.stored.values()]).toEqual(['audio 0', 'audio 1', 'audio 2']);
    expect(await store.pending(REC.id)).toEqual([]);
    expect(u.save).toEqual({ kind: 'saved' });
  });

  it('keeps the audio on this device while offline and sends all of it when the network is back', async () => {
    const store = await withChunks(3);
    const server = fakeServer();
    server.net.up = false;
    const u = new LiveUploader(REC.id, store, server.api);
    const seen: SaveState[] = [];
    u.subscribe((s) => seen.push(s));
    const done = u.drained();
    await new Promise((r) => setTimeout(r, 50));
    expect(u.save).toEqual({ kind: 'offline', behindMs: 3000 });
    expect(await store.pending(REC.id)).toHaveLength(3);
    server.net.up = true;
    window.dispatchEvent(new Event('online'));
    await done;
    expect([...server.stored.keys()]).toEqual([0, 1, 2]);
    expect(seen.at(-1)).toEqual({ kind: 'saved' });
  });

  it('sends a chunk again when its answer was lost, the same audio under the same number', async () => {
    const store = await withChunks(2);
    const server = fakeServer();
    server.net.loseNextAnswer = true;
    await new LiveUploader(REC.id, store, server.api).drained();
    expect(server.calls.filter((c) => c === 'chunk 0')).toHaveLength(2);
    expect(server.stored.get(0)).toBe('audio 0');
    expect(await store.pending(REC.id)).toEqual([]);
  });

  it('stops and keeps the audio when the server refuses a chunk for good', async () => {
    const store = await withChunks(2);
    const server = fakeServer();
    server.net.refuse = new ApiError(413, 'The recording has reached the largest size accepted');
    const u = new LiveUploader(REC.id, store, server.api);
    await expect(u.drained()).rejects.toThrow('The recording has reached the largest size accepted');
    expect(u.save).toMatchObject({ kind: 'failed', behindMs: 2000 });
    expect(await store.pending(REC.id)).toHaveLength(2);
  });

  it('finishes only once every chunk is on the server, then forgets the recording', async () => {
    const store = await withChunks(3);
    const server = fakeServer();
    const result = await new LiveUploader(REC.id, store, server.api).finish('p-1');
    expect(result.conversationId).toBe('c-1');
    expect(server.calls.at(-1)).toBe('finish 3 p-1');
    expect(server.calls.indexOf('chunk 2')).toBeLessThan(server.calls.indexOf('finish 3 p-1'));
    expect(await store.getRecording(REC.id)).toBeNull();
  });
});
