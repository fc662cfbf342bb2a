/**
 * What a live recording keeps in the browser until the server has it: the recording (who made it,
 * for which patient, how far it got) and every chunk not yet acknowledged. A chunk is written here
 * before it is sent and removed once the server has stored it, so a dropped connection, a reload or
 * a browser crash loses at most the second being recorded.
 */
export interface StoredRecording {
  id: string;
  /** The signed-in clinician (issuer and subject): another clinician on this browser never sees it. */
  owner: string;
  patientId: string | null;
  mimeType: string;
  startedAt: number;
  /** Chunks recorded so far (the next one's number) and the audio they hold, in ms. */
  chunks: number;
  recordedMs: number;
  /** Stop was pressed: nothing more will be recorded, only sent and finished. */
  stopped: boolean;
}

export interface StoredChunk {
  recordingId: string;
  seq: number;
  data: Blob;
  ms: number;
  /** The first chunk of a recorder stream (a resumed recording starts another). */
  startsStream: boolean;
}

export interface ChunkStore {
  putRecording(r: StoredRecording): Promise<void>;
  getRecording(id: string): Promise<StoredRecording | null>;
  recordings(owner: string): Promise<StoredRecording[]>;
  removeRecording(id: string): Promise<void>;
  putChunk(c: StoredChunk): Promise<void>;
  /** Chunks not yet acknowledged, oldest first. */
  pending(recordingId: string): Promise<StoredChunk[]>;
  removeChunk(recordingId: string, seq: number): Promise<void>;
}

const DB_NAME = 'asha-live-recordings';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('The browser could not keep the audio.'));
  });
}

let opened: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const r = indexedDB.open(DB_NAME, 1);
    r.onupgradeneeded = () => {
      r.result.createObjectStore('recordings', { keyPath: 'id' });
      r.result.createObjectStore('chunks', { keyPath: ['recordingId', 'seq'] });
    };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => {
      opened = null;
      reject(r.error ?? new Error('The browser could not open its recording store.'));
    };
  });
  return opened;
}

async function store(name: 'recordings' | 'chunks', mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(name, mode).objectStore(name);
}

/** The browser's IndexedDB: survives reloads, crashes and going offline. */
export const browserChunkStore: ChunkStore = {
  async putRecording(r) {
    await request((await store('recordings', 'readwrite')).put(r));
  },
  async getRecording(id) {
    return ((await request((await store('recordings', 'readonly')).get(id))) as StoredRecording | undefined) ?? null;
  },
  async recordings(owner) {
    const all = (await request((await store('recordings', 'readonly')).getAll())) as StoredRecording[];
    return all.filter((r) => r.owner === owner).sort((a, b) => a.startedAt - b.startedAt);
  },
  async removeRecording(id) {
    const db = await database();
    const tx = db.transaction(['recordings', 'chunks'], 'readwrite');
    tx.objectStore('recordings').delete(id);
    tx.objectStore('chunks').delete(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('The browser could not remove the recording.'));
    });
  },
  async putChunk(c) {
    await request((await store('chunks', 'readwrite')).put(c));
  },
  async pending(recordingId) {
    const range = IDBKeyRange.bound([recordingId, 0], [recordingId, Number.MAX_SAFE_INTEGER]);
    return (await request((await store('chunks', 'readonly')).getAll(range))) as StoredChunk[];
  },
  async removeChunk(recordingId, seq) {
    await request((await store('chunks', 'readwrite')).delete([recordingId, seq]));
  },
};
