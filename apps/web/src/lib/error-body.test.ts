import { describe, expect, it } from 'vitest';
import { errorFieldOf, messageOfErrorBody } from './error-body';

describe('error answers as a person reads them', () => {
  it('shows the API’s message, not its JSON', () => {
    expect(messageOfErrorBody('{"error":"The recording is larger than the limit of 200 MB."}')).toBe(
      'The recording is larger than the limit of 200 MB.',
    );
    expect(errorFieldOf('{"error":"Patient not found"}')).toBe('Patient not found');
  });

  it('keeps a plain-text body, on one line and cut short', () => {
    expect(messageOfErrorBody('Bad Gateway\n')).toBe('Bad Gateway');
    const page = `<html><body>${'x'.repeat(500)}</body></html>`;
    expect(messageOfErrorBody(page)).toHaveLength(200);
    expect(messageOfErrorBody(page).endsWith('…')).toBe(true);
  });

  it('has no API message for other JSON or text', () => {
    expect(errorFieldOf('{"message":"nope"}')).toBeNull();
    expect(errorFieldOf('not json')).toBeNull();
  });
});
