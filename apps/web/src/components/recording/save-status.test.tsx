import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SaveStatus, saveStatusText } from './save-status';

describe('whether the audio has reached the server, in the recorder’s words', () => {
  it('says all is saved while at most the last second or two are on their way', () => {
    expect(saveStatusText({ kind: 'saved' })).toBe('All audio saved');
    expect(saveStatusText({ kind: 'saving', behindMs: 2000 })).toBe('All audio saved');
  });
  it('says how far behind saving is, and that the audio stays on the device while offline', () => {
    expect(saveStatusText({ kind: 'saving', behindMs: 7400 })).toBe('Saving… 7 s behind');
    expect(saveStatusText({ kind: 'offline', behindMs: 12_000 })).toBe('Offline: audio kept on this device');
    expect(saveStatusText({ kind: 'failed', behindMs: 3000, message: 'This recording was discarded.' })).toBe(
      'Not saved: This recording was discarded.',
    );
  });
  it('announces the state politely to screen readers', () => {
    render(<SaveStatus save={{ kind: 'offline', behindMs: 3000 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Offline: audio kept on this device');
  });
});
