import { describe, expect, it } from 'vitest';
import { factsFrom } from '../testing/said.js';

/** What is offered for the examination as said, not in the note. */
const offered = (lines: string[]) =>
  factsFrom(lines.join('\n'))
    .held.filter((h) => h.value.section === 'physicalExam')
    .map((h) => h.value.text);
const written = (lines: string[]) => Object.values(factsFrom(lines.join('\n')).exam).map((f) => f?.value);

describe('a reply to a question asked with the examiner’s hands', () => {
  it("offers a 'yes' when the examiner presses on the shin as tenderness there, never writing it", () => {
    const said = [
      'doctor: so you fell down the steps',
      'patient: yes on saturday',
      'doctor: okay does it hurt when i press on your left shin?',
      'patient: yes it does',
    ];
    expect(offered(said)).toEqual(['Left leg: tender to palpation']);
    expect(written(said)).toEqual([]);
  });

  it("offers a 'no' over the low back during the examination as no pain there", () => {
    const said = ['doctor: okay let me examine you. now the exam of your lower back. any pain here?', 'patient: no'];
    expect(offered(said)).toEqual(['Back: no pain on examination']);
  });

  it('offers pain when the examiner bends the knee as pain with movement', () => {
    const said = ['doctor: let me take a look. any pain when i bend your right knee?', 'patient: yes a little'];
    expect(offered(said)).toEqual(['Right knee: pain with movement']);
  });

  it("offers a 'yeah a little' to 'any tenderness here?' over the neck as pain there", () => {
    const said = ['doctor: let me check your neck . any tenderness here ?', 'patient: yeah a little'];
    expect(offered(said)).toEqual(['Neck: pain on examination']);
  });

  it("reads the clinician's words ending the turn as the question when speech drops its mark", () => {
    const said = [
      'doctor: let me examine you . when i press on the inside of your right knee does that hurt',
      'patient: yes',
    ];
    expect(offered(said)).toEqual(['Right knee: tender to palpation']);
  });

  it('does not take the skin said intact for the spot pressed', () => {
    const said = ['doctor: let me examine you . the skin is intact . any pain when i push here ?', 'patient: no'];
    expect(offered(said).filter((text) => text.startsWith('Skin:'))).toEqual([]);
  });

  it('offers nothing when the question names no part', () => {
    const said = ['doctor: let me examine you. does it hurt when i press here?', 'patient: yes'];
    expect(offered(said)).toEqual([]);
  });

  it('offers nothing when the reply says neither yes nor no', () => {
    const said = ['doctor: does it hurt when i push on your wrist?', 'patient: i am not sure'];
    expect(offered(said)).toEqual([]);
  });
});
