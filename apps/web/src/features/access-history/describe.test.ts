import { describe, expect, it } from 'vitest';
import { actionText, actorText, deviceOf } from './describe';

describe('access history wording', () => {
  it('names the browser and system of a user agent, and nothing for the app itself', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceOf('curl/8.5.0')).toBe('another program');
    expect(deviceOf('asha-scribe purge')).toBeNull();
    expect(deviceOf(null)).toBeNull();
  });

  it('says what happened and who did it, the app itself when no one did', () => {
    const e = {
      at: '2026-11-23T10:00:00.000000Z',
      action: 'patient.purge' as const,
      resourceType: 'patient',
      resourceId: null,
      outcome: 'success' as const,
      actor: null,
      ip: null,
      userAgent: null,
    };
    expect(actionText(e)).toBe("Removed the deleted patient's records and files");
    expect(actorText(e)).toBe('Asha Scribe (automatic)');
    expect(actorText({ ...e, actor: 'Dr Asha Rao' })).toBe('Dr Asha Rao');
  });
});
