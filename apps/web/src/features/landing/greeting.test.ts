import { afterEach, describe, expect, it, vi } from 'vitest';
import { GREETING_TEXT, pickGreetingVoice, speakGreeting } from './greeting';

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;

describe('pickGreetingVoice', () => {
  it('prefers a female English voice over other English voices', () => {
    const voices = [voice('Daniel', 'en-GB'), voice('Amelie', 'fr-FR'), voice('Google UK English Female', 'en-GB')];
    expect(pickGreetingVoice(voices)?.name).toBe('Google UK English Female');
  });

  it('recognises platform voice names such as Samantha and Microsoft Zira', () => {
    expect(pickGreetingVoice([voice('Alex', 'en-US'), voice('Samantha', 'en-US')])?.name).toBe('Samantha');
    expect(pickGreetingVoice([voice('Microsoft David', 'en-US'), voice('Microsoft Zira Desktop', 'en_US')])?.name).toBe(
      'Microsoft Zira Desktop',
    );
  });

  it('ignores a female voice that does not speak English', () => {
    expect(pickGreetingVoice([voice('Google Deutsch Female', 'de-DE'), voice('Daniel', 'en-GB')])?.name).toBe('Daniel');
  });

  it('returns null when no English voice exists', () => {
    expect(pickGreetingVoice([voice('Amelie', 'fr-FR')])).toBeNull();
    expect(pickGreetingVoice([])).toBeNull();
  });
});

class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {}
}

function fakeSynth(speaking: boolean, voices: SpeechSynthesisVoice[] = []) {
  return { speaking, getVoices: () => voices, speak: vi.fn() } as unknown as SpeechSynthesis & {
    speak: ReturnType<typeof vi.fn>;
  };
}

describe('speakGreeting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('speaks the greeting at rate 0.95, pitch 1.15, volume 1 with the picked voice', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const karen = voice('Karen', 'en-AU');
    const synth = fakeSynth(false, [voice('Fred', 'en-US'), karen]);
    expect(speakGreeting(synth)).toBe(true);
    const spoken = synth.speak.mock.calls[0]![0] as FakeUtterance;
    expect(spoken).toMatchObject({
      text: GREETING_TEXT,
      rate: 0.95,
      pitch: 1.15,
      volume: 1,
      voice: karen,
      lang: 'en-AU',
    });
    expect(spoken.text).toMatch(/Asha/);
  });

  it('does nothing while speech is already in progress', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const synth = fakeSynth(true);
    expect(speakGreeting(synth)).toBe(false);
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it('does nothing where speech synthesis is missing', () => {
    expect(speakGreeting(undefined)).toBe(false);
  });
});
