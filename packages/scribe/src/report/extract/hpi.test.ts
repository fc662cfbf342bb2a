import { describe, expect, it } from 'vitest';
import { chiefComplaint, hpiSentences } from '../narrative.js';
import { factsFrom as facts } from '../testing/said.js';

const hpi = (said: string) => hpiSentences(facts(said)).map((s) => s.text);

const ARM =
  "Doctor: She's a 39-year-old female here for, what are you here for?\nPatient: It's my right upper arm. It hurts really, really bad.\n" +
  'Doctor: And how did this happen?\nPatient: I was playing volleyball last night and somebody kicked my legs from under me, and I fell and landed on my arm.\n' +
  'Doctor: Have you taken anything for the pain?\nPatient: I have been taking ibuprofen every six hours, but it is really not helping at all.\n' +
  'Doctor: What would you rate your pain?\nPatient: It is like a nine.\nDoctor: Have you used any ice?\nPatient: No, I have not.';

describe('the history of present illness, each sentence built from facts', () => {
  it('tells the cause, the pain score and what was tried without relief, in the third person', () => {
    const text = hpi(ARM);
    expect(text).toContain('She reports the pain began after a fall while playing volleyball.');
    expect(text).toContain('She rates the pain 9/10.');
    expect(text).toContain('She has tried ibuprofen without relief.');
    expect(text.join(' ')).not.toMatch(/\bice\b/);
  });

  it('never quotes the patient: their own account is held, offered as said under the history', () => {
    const f = facts(ARM);
    const text = hpiSentences(f).map((s) => s.text);
    expect(text.join(' ')).not.toMatch(/\b(?:i|my|me)\b|kicked/i);
    // What she was doing is a fact of the history, told in the note's words with the cause.
    expect(text).toContain('She reports the pain began after a fall while playing volleyball.');
    const held = f.held.filter((h) => h.value.section === 'historyOfPresentIllness');
    expect(held.some((h) => /volleyball/.test(h.value.text) && !/\bmy\b/.test(h.value.text))).toBe(true);
  });

  it('reads recognised speech: the course, what makes it worse, the score and the side', () => {
    const said =
      "doctor: what brings you in today\npatient: my left knee has been hurting for about two weeks and it's getting worse\n" +
      "doctor: have you tried anything for it\npatient: i took some tylenol but it didn't really help\n" +
      'doctor: is it worse with activity\npatient: yeah\ndoctor: how would you rate your pain\npatient: about a six';
    expect(chiefComplaint(facts(said))?.value).toBe('Left knee pain');
    const text = hpi(said);
    expect(text).toContain('The pain is getting worse.');
    expect(text).toContain('The patient rates the pain 6/10.');
    expect(text).toContain('The pain is worse with activity.');
    expect(text).toContain('The patient has tried tylenol without relief.');
  });

  it('tells a score asked under a treatment with it, never as the pain score alone', () => {
    const both = [
      'doctor: so without any ibuprofen can you tell me what your pain level is',
      'patient: without ibuprofen i would say my pain is a three',
      'doctor: and then with your ibuprofen can you tell me what your pain level is',
      'patient: like a seven',
    ].join('\n');
    expect(hpi(both)).toContain('The patient rates the pain 3/10 without ibuprofen and 7/10 with it.');
    const one = 'doctor: and with your ibuprofen can you tell me what your pain level is\npatient: maybe a four';
    expect(hpi(one)).toContain('The patient rates the pain 4/10 with ibuprofen.');
    expect(hpi(one).join(' ')).not.toContain('rates the pain 4/10.');
  });

  it("tells no course put as an if: 'if it's not getting better, come back' is a plan, not how the pain goes", () => {
    const ifSaid =
      'doctor: what brings you in today\npatient: my left knee has been hurting since i fell bowling\n' +
      "patient: if it's not getting better of course come on back and see me";
    expect(hpi(ifSaid).join(' ')).not.toMatch(/not improving/);
    const toldSo =
      "doctor: what brings you in today\npatient: my left knee has been hurting since i fell bowling and it's not getting better";
    expect(hpi(toldSo)).toContain('The pain is not improving.');
  });

  it('reads no score from the scale a patient says again before the score', () => {
    const said =
      'doctor: my knee hurts\ndoctor: how would you rate your pain out of ten\npatient: um out of ten i would say about a two';
    expect(hpi(said).join(' ')).not.toMatch(/10\/10/);
  });

  it('tells no course of the complaint that the patient says of another symptom named after it', () => {
    const said =
      'doctor: how is your back today\npatient: my back still hurts\n' +
      'patient: the pain tablets are awful i have been feeling nauseous on and off';
    expect(hpi(said).join(' ')).not.toMatch(/comes and goes/);
    expect(hpi('doctor: how is your back today\npatient: my back still hurts and it comes and goes')).toContain(
      'The pain comes and goes.',
    );
  });

  it('names which pain a course is of when the note has two pains, and tells it once', () => {
    const said =
      'doctor: how have you been\npatient: my joint pain has been getting better with the exercises\n' +
      "patient: but i've had this abdominal pain since last week";
    const text = hpi(said);
    expect(text).not.toContain('The pain is improving.');
    expect(text.join(' ').match(/joint pain is improving/g)).toHaveLength(1);
  });

  it('tells a complaint said to be less than before as improving', () => {
    const said = "doctor: how is your back today\npatient: my back still hurts but it's not as bad as last week";
    expect(hpi(said)).toContain('The pain is improving.');
  });

  it('tells what makes it worse or better when the patient names it before the verb', () => {
    const opening = 'doctor: what brings you in\npatient: my neck has been aching for a week\n';
    const text = hpi(
      `${opening}patient: well i think sitting at the computer makes it worse and a warm shower makes it better`,
    );
    expect(text).toContain('The pain is worse with sitting at the computer.');
    expect(text).toContain('The pain is better with a warm shower.');
    expect(hpi(`${opening}patient: cold weather definitely sets it off`)).toContain(
      'The pain is worse with cold weather.',
    );
    // Words said twice over in speech are told once.
    expect(hpi(`${opening}patient: it's worse when i when i turn my head`)).toContain(
      'The pain is worse when they turn their head.',
    );
    // Nothing named, the patient not the one telling, or someone else's view: no factor.
    const none = [
      'patient: nothing really makes it better',
      'doctor: does anything make it worse\npatient: not really',
      "patient: i don't think anything makes it worse",
      'patient: my husband thinks that makes it worse',
      'patient: my husband says stress makes it worse',
    ];
    for (const said of none) expect(hpi(`${opening}${said}`).join(' ')).not.toMatch(/is (?:worse|better) with/);
  });

  it('tells what makes it hurt as what makes a pain worse, not another complaint', () => {
    const swallowing = [
      "doctor: it looks like you've been having some difficulty swallowing tell me what's going on",
      'patient: food gets stuck and it hurts when i swallow most foods',
    ].join('\n');
    expect(hpi(swallowing).join(' ')).not.toMatch(/is worse when/);
    expect(hpi(`${swallowing}\npatient: and it's worse when i eat bread`)).toContain(
      'The difficulty swallowing is worse when they eat bread.',
    );
    const knee =
      'doctor: what brings you in today\npatient: my right knee pain\npatient: it hurts when i walk up stairs';
    expect(hpi(knee)).toContain('The pain is worse when they walk up stairs.');
  });

  it('tells a medicine as tried only when the patient ties it to the complaint, not one they simply take', () => {
    const bruising = 'doctor: what brings you in today\npatient: i have been having some bad bruising on my arms\n';
    // Taken for months, told unasked, nothing said of it helping: a medicine taken, not a remedy tried.
    const taken = hpi(`${bruising}patient: i have been taking coumadin for three months now`).join(' ');
    expect(taken).not.toMatch(/tried/);
    // Tied to the complaint, or told with whether it helped: tried.
    const elbow = 'doctor: what brings you in today\npatient: my right elbow has been hurting\n';
    expect(hpi(`${elbow}patient: i took some tylenol for it`)).toContain('The patient has tried tylenol.');
    expect(hpi(`${elbow}patient: i've been taking ibuprofen but it still hurts a lot`)).toContain(
      'The patient has tried ibuprofen without relief.',
    );
    const asked = `${elbow}patient: i took some ibuprofen last night\ndoctor: okay has the ibuprofen helped at all\npatient: not really`;
    expect(hpi(asked)).toContain('The patient has tried ibuprofen without relief.');
  });

  it('writes no sentence for what someone else tried or what is only asked about', () => {
    const text = hpi(
      'Doctor: What brings you in?\nPatient: My back hurts.\nDoctor: Have you tried anything for it?\n' +
        'Patient: No. My husband takes ibuprofen for his back, though.',
    );
    expect(text.join(' ')).not.toMatch(/tried/);
  });

  it('takes whether it helped from the answer to the next question, and the onset from an unmarked question', () => {
    const text = hpi(
      'doctor: so i see that you hurt your knee tell me about it\npatient: i slipped on the trampoline\n' +
        'doctor: which knee was it\npatient: my right knee\ndoctor: right knee okay and when did this happen\n' +
        'patient: about four days ago\ndoctor: did you try anything for the pain\npatient: i took some ibuprofen\n' +
        'doctor: okay did that help\npatient: a little bit',
    );
    expect(text[0]).toBe('Patient presenting with right knee injury that began 4 days ago.');
    expect(text).toContain('The patient has tried ibuprofen with some relief.');
  });

  it("tells no relief from how much was tried, and 'nothing helped' said after it as none", () => {
    const opening =
      'doctor: what brings you in\npatient: my wrist has been hurting\ndoctor: what have you taken for the pain\n';
    expect(hpi(`${opening}patient: a little aspirin i iced it for a bit`)).toContain(
      'The patient has tried aspirin and ice.',
    );
    // Speech cut the answer at a pause and gave its end the clinician's label.
    expect(
      hpi(`${opening}patient: a little aspirin i iced it for a bit\ndoctor: nothing really seemed to help though`),
    ).toContain('The patient has tried aspirin and ice without relief.');
    expect(
      hpi(
        'Doctor: What brings you in?\nPatient: My wrist hurts.\nDoctor: Have you tried anything?\n' +
          'Patient: I iced it for a bit. Nothing really seemed to help, though.',
      ),
    ).toContain('The patient has tried ice without relief.');
  });

  it('dates the complaint by the day the patient tells it happened, not by how long it should take to heal', () => {
    const text = hpi(
      'doctor: what brings you in today\npatient: my left wrist is hurting\ndoctor: can you tell me what happened to your wrist\n' +
        'patient: yeah so yesterday i was carrying groceries and i slipped on the stairs\n' +
        'doctor: alright the wrist pain should get better over a few weeks\n' +
        'doctor: and i want to see you again for the wrist pain in two weeks',
    );
    expect(text[0]).toBe('Patient presenting with left wrist pain since yesterday.');
    expect(text.join(' ')).not.toMatch(/weeks/);
  });

  it('does not report again the symptom the complaint already names, only the others', () => {
    const text = hpi(
      'doctor: what brings you in today\npatient: my lower back on the right side hurts\n' +
        'patient: my back pain is worse in the morning and i feel nauseous',
    );
    expect(text[0]).toMatch(/^Patient presenting with right (?:lower )?back pain\b/);
    expect(text.join(' ')).toContain('reports nausea.');
    expect(text.join(' ')).not.toMatch(/reports[^.]*back pain/);
  });

  it('never gives the time said of one of two complaints to both: the pain two years, the diarrhea only lately', () => {
    const f = facts(
      'doctor: the referral i have is for abdominal pain and diarrhea\npatient: i have had the pain on and off for about two years\n' +
        'doctor: and the diarrhea\npatient: more recently in the past couple months',
    );
    expect(
      hpiSentences(f)
        .map((s) => s.text)
        .join(' '),
    ).not.toMatch(/diarrhea for 2 years/);
    expect(f.held.map((h) => h.value.text)).toContain('Abdominal pain for 2 years.');
  });

  it('tells what the complaint keeps the patient from, in the tense said, only as the patient tells it of themselves', () => {
    const text = hpi(
      'doctor: what happened to your knee\npatient: i tripped on the curb and my left knee hurts\n' +
        "patient: i couldn't put any weight on it that night and now i'm limping\n" +
        'patient: i had to stop playing tennis',
    ).join(' ');
    expect(text).toContain('The patient was unable to bear weight and is limping and had to stop playing.');
    const past = hpi('doctor: how is your left knee\npatient: it hurts and i was unable to put weight on it').join(' ');
    expect(past).toContain('The patient was unable to bear weight.');
    expect(past).not.toMatch(/is unable/);
    const denied = hpi(
      "doctor: what happened to your knee\npatient: my left knee hurts\npatient: i'm not limping and my brother can't put weight on his ankle",
    ).join(' ');
    expect(denied).not.toMatch(/limping|bear weight/);
    const asked = hpi(
      'doctor: does your left knee hurt\npatient: yes\ndoctor: are you limping at all\npatient: no',
    ).join(' ');
    expect(asked).not.toMatch(/limping/);
    const hypothetical = hpi(
      'doctor: how is your left knee\npatient: it hurts and if i start limping i will call',
    ).join(' ');
    expect(hypothetical).not.toMatch(/limping/);
  });

  it('tells a fall told with a word between ("i just slipped"), and none the patient only guesses at', () => {
    const opening = "doctor: what brings you in\npatient: it's my right ankle it hurts a lot\ndoctor: what happened\n";
    expect(hpi(`${opening}patient: i just slipped on the ice`)).toContain(
      'The patient reports the pain began after a fall.',
    );
    expect(hpi(`${opening}patient: maybe i just slipped`).join(' ')).not.toMatch(/after a fall/);
  });

  it('tells whether the complaint came before, as the patient tells it of themselves, and never of a medicine', () => {
    const opening = 'doctor: what brings you in\npatient: my right knee hurts\n';
    expect(hpi(`${opening}patient: i have never hurt this knee before`)).toContain(
      'The patient reports no prior injury to this knee.',
    );
    expect(hpi(`${opening}patient: honestly i've never had this kind of pain before`)).toContain(
      'The patient reports no prior episodes.',
    );
    expect(hpi(`${opening}patient: yeah it has happened before a few years back`)).toContain(
      'The patient reports prior episodes.',
    );
    const other = `${opening}patient: i've never had this medicine before and my wife has never had this before`;
    expect(hpi(other).join(' ')).not.toMatch(/prior/);
    expect(hpi('doctor: how can i help\npatient: i need a refill and this has happened before').join(' ')).not.toMatch(
      /prior/,
    );
  });

  it("reads whether the complaint came before from the patient's answer to the clinician's question of it", () => {
    const opening = 'doctor: what brings you in\npatient: my left ankle hurts\n';
    expect(hpi(`${opening}doctor: have you ever hurt that ankle before\npatient: no never`)).toContain(
      'The patient reports no prior injury to this ankle.',
    );
    expect(hpi(`${opening}doctor: have you hurt your left ankle before\npatient: yes years ago`)).toContain(
      'The patient reports a prior injury to this ankle.',
    );
    expect(hpi(`${opening}doctor: have you ever had this before\npatient: no`)).toContain(
      'The patient reports no prior episodes.',
    );
    const later = `${opening}doctor: did you have this before they put the cast on\npatient: no`;
    expect(hpi(later).join(' ')).not.toMatch(/prior/);
  });
});
