import type { RecordingEntry } from '@asha/contracts';
import { describe, expect, it } from 'vitest';
import { baseName, formatSize, mergeFiles } from './files';

const entry = (
  key: string,
  size: number,
  lastModified: string,
  links: Partial<RecordingEntry> = {},
): RecordingEntry => ({
  key,
  size,
  lastModified,
  conversationId: `c-${key}`,
  patientId: 'p',
  patientName: 'Asha Verma',
  recordedAt: lastModified,
  status: 'ready',
  ...links,
});

describe('formatSize — boundaries', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1048575, '1024.0 KB'],
    [1048576, '1.0 MB'],
    [1.25 * 1048576, '1.3 MB'],
    [200 * 1048576, '200.0 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe('baseName', () => {
  it.each([
    ['doctors/d1/p1/20250101T100000Z-ab12.webm', '20250101T100000Z-ab12'],
    ['a/b/visit.JSON', 'visit'],
    ['visit.m4a', 'visit'],
    ['x/notes.txt', 'notes.txt'],
    ['x/no-extension', 'no-extension'],
  ])('%s → %s', (key, name) => {
    expect(baseName(key)).toBe(name);
  });
});

describe('mergeFiles — one entry per recording', () => {
  it('merges an audio file and its report JSON into one record', () => {
    const records = mergeFiles([
      entry('doctors/d1/p1/visit-1.webm', 900_000, '2025-03-01T10:00:00.000Z', {
        mediaUrl: 'https://s/visit-1.webm?sig',
      }),
      entry('doctors/d1/p1/visit-1.json', 4_000, '2025-03-01T10:05:00.000Z', { jsonUrl: 'https://s/visit-1.json?sig' }),
    ]);
    expect(records).toEqual([
      {
        displayName: 'visit-1',
        audioUrl: 'https://s/visit-1.webm?sig',
        jsonUrl: 'https://s/visit-1.json?sig',
        size: 900_000,
        lastModified: '2025-03-01T10:05:00.000Z',
        patientName: 'Asha Verma',
        recordedAt: '2025-03-01T10:00:00.000Z',
        status: 'ready',
        conversationId: 'c-doctors/d1/p1/visit-1.webm',
      },
    ]);
  });

  it('keeps the larger size whichever file comes first', () => {
    const [rec] = mergeFiles([
      entry('a.json', 50_000, '2025-03-01T10:00:00Z', { jsonUrl: 'j' }),
      entry('a.mp3', 10_000, '2025-03-01T09:00:00Z', { mediaUrl: 'm' }),
    ]);
    expect(rec!.size).toBe(50_000);
    expect(rec!.lastModified).toBe('2025-03-01T10:00:00Z');
  });

  it('leaves a lone audio without JSON and a lone JSON without audio', () => {
    const records = mergeFiles([
      entry('only-audio.wav', 10, '2025-03-02T00:00:00Z', { mediaUrl: 'm' }),
      entry('only-json.json', 10, '2025-03-01T00:00:00Z', { jsonUrl: 'j' }),
    ]);
    expect(records.map((r) => [r.displayName, r.audioUrl, r.jsonUrl])).toEqual([
      ['only-audio', 'm', undefined],
      ['only-json', undefined, 'j'],
    ]);
  });

  it('sorts the newest recording first, then by name, whatever changed since', () => {
    const records = mergeFiles([
      entry('old.webm', 1, '2025-01-01T00:00:00Z'),
      entry('b-same.webm', 1, '2025-02-01T00:00:00Z'),
      entry('newest.ogg', 1, '2025-03-01T00:00:00Z'),
      entry('a-same.flac', 1, '2025-02-01T00:00:00Z'),
    ]);
    expect(records.map((r) => r.displayName)).toEqual(['newest', 'a-same', 'b-same', 'old']);
    // An old recording whose report was rewritten today stays where its recording date puts it.
    const rewritten = mergeFiles([
      entry('recent.webm', 1, '2025-03-01T00:00:00Z'),
      entry('older.webm', 1, '2025-01-01T00:00:00Z', { lastModified: '2025-06-01T00:00:00Z' }),
    ]);
    expect(rewritten.map((r) => r.displayName)).toEqual(['recent', 'older']);
  });

  it('merges files of the same base name from different folders (the key without folder)', () => {
    expect(
      mergeFiles([entry('p1/x.aac', 1, '2025-01-01T00:00:00Z'), entry('p2/x.json', 2, '2025-01-01T00:00:00Z')]),
    ).toHaveLength(1);
  });
});
