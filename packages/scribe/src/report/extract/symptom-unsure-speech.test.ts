import { describe, expect, it } from 'vitest';
import { factsFrom as facts, hpiFrom as hpi, rosFrom as ros, offeredFrom as offered } from '../testing/said.js';

/*
 * Symptoms said with doubt, as recognised speech gives them: lower case, fillers, the fact split over a question
 * and its reply. An unsure symptom is offered as possible, never written as had or denied.
 */

const opening = (complaint: string) => `doctor: what brings you in today\npatient: ${complaint}\n`;

describe('a symptom the patient is not sure of is offered as possible', () => {
  it.each([
    ['fever', "doctor: any fever\npatient: i don't think i had a fever"],
    ['chills', "doctor: okay any chills\npatient: i might have had chills one night i'm not really sure"],
    ['fever', 'doctor: fevers\npatient: um not sure if that was a fever or not i felt kind of hot'],
    ['nausea', 'doctor: any nausea or vomiting\npatient: no vomiting i guess maybe a little nauseous'],
    ['fever', "doctor: have you had a fever\npatient: could have been a fever i didn't check"],
    ['dizziness', "doctor: any dizziness\npatient: um i don't know maybe"],
    [
      'shortness of breath',
      "doctor: are you short of breath\npatient: hard to say you know i'm kind of out of shape anyway",
    ],
    ['chills', "doctor: any chills\npatient: i think so i'm not sure"],
    ['swelling', "doctor: any swelling\npatient: it might be a little swollen i can't really tell"],
    ['blood in stool', "doctor: any blood in your stool\npatient: uh possibly i'm not sure it was kind of dark"],
    ['wheezing', "doctor: any wheezing\npatient: i wasn't sure if it was wheezing or just congestion"],
    ['fever', 'doctor: you had a fever\npatient: probably not i never took my temperature'],
  ])('%s: %j', (name, talk) => {
    const said = opening("um my throat's been really sore for like three days") + talk;
    expect(offered(said)).toContain(`Possible ${name}; the patient is not sure`);
    expect(ros(said)).not.toContain(name);
    expect(hpi(said)).not.toContain(name);
    expect(facts(said).negatedSymptoms.map((s) => s.value)).not.toContain(name);
  });

  it('keeps the symptom a reply affirms or denies, whatever detail it is not sure of', () => {
    const sure = `${opening('sore throat')}doctor: any fever\npatient: yes i had a fever not sure how high`;
    expect(ros(sure)).toContain('Endorses fever');
    const denied = `${opening('my knee hurts')}doctor: any fever\npatient: i don't think so`;
    expect(ros(denied)).toContain('Denies fever');
  });
});
