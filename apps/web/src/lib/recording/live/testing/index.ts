import type { ChunkStore, StoredChunk, StoredRecording } from '../chunk-store';

/** The same store in memory, for tests of what is built on it. */
export function memoryChunkStore(): ChunkStore {
  const recordings = new Map<string, StoredRecording>();
  const chunks = new Map<string, StoredChunk>();
  const key = (id: string, seq: number) => `${id}:${String(seq).padStart(9, '0')}`;
  return {
    putRecording: async (r) => void recordings.set(r.id, { ...r }),
    getRecording: async (id) => (recordings.has(id) ? { ...recordings.get(id)! } : null),
    recordings: async (owner) => [...recordings.values()].filter((r) => r.owner === owner),
    removeRecording: async (id) => {
      recordings.delete(id);
      for (const k of [...chunks.keys()]) if (k.startsWith(`${id}:`)) chunks.delete(k);
    },
    putChunk: async (c) => void chunks.set(key(c.recordingId, c.seq), c),
    pending: async (id) =>
      [...chunks.entries()]
        .filter(([k]) => k.startsWith(`${id}:`))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([, c]) => c),
    removeChunk: async (id, seq) => void chunks.delete(key(id, seq)),
  };
}
