import type { NoteSummary } from '@asha/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimelineEntry } from '../components/timeline-entry';
import { conversation } from '../test/fake-api';

const entry = (note: NoteSummary) =>
  render(
    <ul>
      <TimelineEntry
        conversation={conversation(0, { reportUrl: 'r', note })}
        selected={false}
        onSelect={() => undefined}
        onRetry={() => undefined}
        retrying={false}
      />
    </ul>,
  );

describe('the timeline entry’s note', () => {
  it('says whether the note is a Draft, Edited or Signed', () => {
    entry({ status: 'signed', version: 3, regeneration: null });
    expect(screen.getByTestId('note-badge')).toHaveTextContent('Signed');
    expect(screen.queryByTestId('regeneration-stage')).toBeNull();
  });

  it('shows a regeneration queued or running, and why one failed', () => {
    const { unmount } = entry({ status: 'edited', version: 2, regeneration: { state: 'running', error: null } });
    expect(screen.getByTestId('note-badge')).toHaveTextContent('Edited');
    expect(screen.getByTestId('regeneration-stage')).toHaveTextContent('Regenerating report…');
    unmount();
    entry({
      status: 'draft',
      version: 1,
      regeneration: { state: 'failed', error: 'The report model timed out. Gave up after 6 attempts.' },
    });
    expect(screen.getByTestId('regeneration-stage')).toHaveTextContent(
      'Regeneration failed: The report model timed out.',
    );
  });
});
