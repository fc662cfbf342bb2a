import { describe, expect, it } from 'vitest';
import { isOffered } from '@asha/contracts';
import { transcriptFromText } from '../transcript-text/index.js';
import { extractFacts } from './extract/index.js';
import { hpiSentences, summarySentences } from './narrative.js';
import { writeReport } from './write.js';

const consult = [
  'Doctor: Mr. Allen is a 57-year-old male with a history of type 2 diabetes who presents today with back pain.',
  'Doctor: So what happened?',
  'Patient: I was golfing and I hurt my back when I went for my backswing, about 4 days ago.',
  'Doctor: Any numbness or tingling in your legs?',
  'Patient: No, not really.',
  'Doctor: And any fever?',
  'Patient: No.',
  'Patient: I take metformin 500 mg twice a day.',
  'Doctor: On exam you have pain to palpation of the lumbar spine, and your lungs are clear.',
  'Doctor: I think you have an acute lumbar strain. I want to start meloxicam 15 mg once a day and refer you to physical therapy.',
  'Doctor: Let us follow up in 2 weeks.',
].join('\n');

describe('prose built from facts', () => {
  const facts = extractFacts(transcriptFromText(consult));

  it('writes the history of present illness in the third person, every sentence from facts with its segments', () => {
    const hpi = hpiSentences(facts);
    expect(hpi.map((s) => s.text)).toEqual([
      '57-year-old man with a history of type 2 diabetes presenting with back pain that began 4 days ago.',
      'The pain began while golfing.',
      'He denies numbness, tingling and fever.',
      'He takes metformin 500 mg twice a day.',
    ]);
    for (const s of hpi) expect(s.segmentIds.length).toBeGreaterThan(0);
    expect(hpi[2]!.segmentIds).toEqual(['s4', 's5', 's6', 's7']);
    // The patient's own account is never quoted; what it tells (golfing, the back, 4 days ago) the history
    // now tells in its own words, so it is not offered again as said.
    expect(hpi.map((s) => s.text).join(' ')).not.toMatch(/\b(?:i|my|me)\b/i);
    expect(facts.held.map((h) => h.value.text)).not.toContain(
      'He was golfing and he hurt his back when he went for his backswing, about 4 days ago.',
    );
  });

  it('writes the summary as who came and why, the main problem and the main decision, not the whole plan again', () => {
    expect(summarySentences(facts).map((s) => s.text)).toEqual([
      '57-year-old man seen for back pain.',
      'Assessment: probable acute lumbar strain.',
      'Main decision: start meloxicam 15 mg once a day.',
    ]);
  });

  it('names the problems, not a count of them; a test ordered outranks a medicine continued', () => {
    const visit = extractFacts(
      transcriptFromText(
        [
          'Doctor: She is a 62-year-old woman here for follow-up of her diabetes and her reflux.',
          'Doctor: Your diabetes is well controlled, so continue metformin 500 mg twice a day.',
          'Doctor: For your reflux, continue omeprazole 20 mg daily.',
          "Doctor: For the belly pain I'm going to order an ultrasound of your abdomen to rule out gallstones.",
        ].join('\n'),
      ),
    );
    const summary = summarySentences(visit).map((s) => s.text);
    expect(summary[1]).not.toMatch(/other problem/);
    expect(summary[1]).toMatch(/^Assessment: diabetes, .*reflux and possible gallstones\.$/);
    const more = ['obesity', 'insomnia'].map((diagnosis) => ({
      ...visit.assessment[0]!,
      value: { diagnosis, certainty: null },
    }));
    const five = summarySentences({ ...visit, assessment: [...visit.assessment, ...more] }).map((s) => s.text);
    expect(five[1]).toMatch(/^Assessment: diabetes, .*reflux, possible gallstones and 2 others\.$/);
    // One more is named: 'and 1 other' would make the reader look for it.
    const four = summarySentences({ ...visit, assessment: [...visit.assessment, more[0]!] }).map((s) => s.text);
    expect(four[1]).toMatch(/^Assessment: diabetes, .*reflux, possible gallstones and obesity\.$/);
    expect(summary.at(-1)).toBe('Main decision: ultrasound of the abdomen to evaluate for gallstones.');
    expect(summary.join(' ')).not.toContain('omeprazole');
  });

  it("says why the patient was seen as a clinician writes it: 'to establish care', 'for follow-up'", () => {
    const seen = (line: string) => summarySentences(extractFacts(transcriptFromText(line)))[0]?.text;
    expect(seen('Doctor: She is a 48-year-old woman here to establish care for her asthma.')).toBe(
      '48-year-old woman seen to establish care for asthma.',
    );
    expect(seen('Doctor: He is a 70-year-old man here for a follow-up visit.')).toBe(
      '70-year-old man seen for follow-up.',
    );
  });

  it('writes nothing where nothing was said', () => {
    const empty = extractFacts(transcriptFromText('Doctor: Hello.\nPatient: Hi.'));
    expect(hpiSentences(empty)).toEqual([]);
    expect(summarySentences(empty)).toEqual([]);
  });
});

describe('the no-model report', () => {
  it('has a short chief complaint, per-sentence evidence for prose, and each finding in one field', async () => {
    const { patientReport: r, evidence, flags } = await writeReport(transcriptFromText(consult));
    expect(r.chiefComplaint).toBe('Back pain');
    expect(r.patientInfo).toMatchObject({ age: '57', gender: 'male' });
    expect(r.assessment).toEqual([{ diagnosis: 'Acute lumbar strain', certainty: 'probable', rationale: null }]);
    expect(r.plan.medications).toEqual([{ name: 'meloxicam', instructions: '15 mg once a day', action: 'start' }]);
    expect(r.plan.referrals).toEqual(['physical therapy']);
    expect(r.medications.current.map((m) => m.name)).toEqual(['metformin']);
    expect(r.physicalExam.respiratory).toBe('Lungs: clear to auscultation bilaterally.');
    expect(r.physicalExam.extremities).toBe('Back: tenderness of the lumbar spine.');
    const sentences = r.historyOfPresentIllness.narrative!.split(/(?<=\.)\s+/);
    sentences.forEach((_, i) =>
      expect(
        evidence.find((e) => e.path === `historyOfPresentIllness.narrative.${i}`)?.segmentIds.length,
      ).toBeGreaterThan(0),
    );
    expect(evidence.some((e) => e.path === `historyOfPresentIllness.narrative.${sentences.length}`)).toBe(false);
    // Nothing the note says is questioned; what it left out is only offered.
    expect(flags.filter((f) => !isOffered(f))).toEqual([]);
  });

  it('writes the same report from the consultation as speech recognition gives it: lower case, unpunctuated, cut at pauses', async () => {
    const asr = [
      'doctor: mr allen is a 57-year-old male with a history of type 2 diabetes who presents today with back pain',
      'doctor: any numbness or tingling in your legs',
      'patient: no not really',
      'patient: i was golfing and i hurt my back about 4 days ago',
      'doctor: i think you have an acute lumbar strain i want to start meloxicam 15 mg once a day',
      'doctor: and refer you to physical therapy let us follow up in 2 weeks',
    ].join('\n');
    const { patientReport: r } = await writeReport(transcriptFromText(asr));
    expect(r.chiefComplaint).toBe('Back pain');
    expect(r.historyOfPresentIllness.associatedSymptoms).toEqual([]);
    expect(r.reviewOfSystems).toEqual([
      { system: 'Musculoskeletal', findings: 'Endorses back pain.' },
      { system: 'Neurological', findings: 'Denies numbness or tingling.' },
    ]);
    expect(r.assessment.map((a) => a.diagnosis)).toEqual(['Acute lumbar strain']);
    expect(r.plan.medications.map((m) => [m.name, m.action])).toEqual([['meloxicam', 'start']]);
    expect(r.plan.followUp.timeline).toBe('in 2 weeks');
  });
});
