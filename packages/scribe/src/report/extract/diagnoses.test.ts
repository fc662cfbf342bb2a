import { describe, expect, it } from 'vitest';
import { phraseAfter } from './diagnoses.js';
import { assessmentFrom as assessment } from '../testing/said.js';

describe('condition names the lexicon does not hold, known by their form', () => {
  it.each([
    ['You have Smith-Magenis syndrome.', 'smith-magenis syndrome', 'confirmed'],
    ['I think this is an alcohol use disorder.', 'alcohol use disorder', 'probable'],
    ["We're dealing with alcohol abuse here.", 'alcohol abuse', 'probable'],
    ['It appears to be an achilles tendon rupture.', 'achilles tendon rupture', 'probable'],
    ['I think you have trigeminal neuralgia.', 'trigeminal neuralgia', 'probable'],
    ['It looks like cholelithiasis.', 'cholelithiasis', 'probable'],
    ['You have hemiplegia.', 'hemiplegia', 'confirmed'],
    ['you have a bit of plantar fasciitis', 'plantar fasciitis', 'confirmed'],
    ['It sounds like you have a torn ACL.', 'torn acl', 'probable'],
    ['It sounds like a bad case of costochondritis.', 'costochondritis', 'probable'],
  ])('%j → %s (%s)', (said, diagnosis, certainty) => {
    expect(assessment(`Doctor: ${said}`)).toEqual([[diagnosis, certainty]]);
  });

  it("ends a diagnosis's words where another name for it begins ('a stomach flu also called gastroenteritis')", () => {
    expect(assessment('doctor: he might have a stomach flu also called as gastroenteritis in medical terms')).toEqual([
      ['gastroenteritis', 'possible'],
    ]);
  });

  it("ends a diagnosis's words before the subject of the next verb ('… and the tendon at the back is what tore')", () => {
    const said =
      'doctor: this is a strain of the calf muscle and the tendon at the back is what got pulled when you ran';
    expect(assessment(said)).toEqual([['strain of the calf muscle', 'confirmed']]);
  });

  it('reads a condition named after a person, before its noun or last in the clause', () => {
    expect(assessment("Doctor: looks like bell's palsy")).toEqual([["bell's palsy", 'probable']]);
    expect(assessment("Doctor: I'm pretty sure this is a Baker's cyst.")).toEqual([["baker's cyst", 'probable']]);
    expect(assessment("Doctor: I think you have Hashimoto's.")).toEqual([["hashimoto's", 'probable']]);
    expect(assessment("Doctor: It looks like your mother's side has heart problems.")).toEqual([]);
    expect(assessment("Doctor: your knee's fine, I think it's just a bruise.")).toEqual([]);
  });

  it('takes a suspicion put without a subject as probable, and sureness short of a test as probable too', () => {
    expect(assessment('Doctor: I suspect a thyroid nodule.')).toEqual([['thyroid nodule', 'probable']]);
    expect(assessment("Doctor: I'm pretty sure you have a rotator cuff tear.")).toEqual([
      ['rotator cuff tear', 'probable'],
    ]);
    expect(assessment("Doctor: I'm sure the pain will get better.")).toEqual([]);
  });

  it('states nothing where the wording denies, asks or supposes', () => {
    expect(assessment("Doctor: It doesn't look like an infection.")).toEqual([]);
    expect(assessment('Doctor: It does not look like an infection.')).toEqual([]);
    expect(assessment('Doctor: Could this be appendicitis?')).toEqual([]);
    expect(assessment('Doctor: If this is gout we will start colchicine.')).toEqual([]);
    expect(assessment("Doctor: We're dealing with a lot of paperwork.")).toEqual([]);
  });

  it('takes "it is a …" with a condition named in the next words as stated, and "it is not a …" as ruled out', () => {
    expect(assessment("Doctor: It's a stress fracture of the fifth metatarsal.")).toEqual([
      ['stress fracture of the fifth metatarsal', 'confirmed'],
    ]);
    expect(assessment('Doctor: This is not plantar fasciitis.')).toEqual([['plantar fasciitis', 'ruled out']]);
    expect(assessment("Doctor: it's usually a viral infection")).toEqual([]);
    expect(assessment("Doctor: It's a side effect of the medication.")).toEqual([]);
    expect(assessment("Doctor: It's a disease of the joints.")).toEqual([]);
    // Bare 'infections' or 'surgery' names no diagnosis ('related to some infections going on'); 'an infection' stated is one.
    expect(phraseAfter('some infections going on in your body', 0)).toBeNull();
    expect(phraseAfter('surgery followed by chemotherapy', 0)).toBeNull();
    expect(phraseAfter('a skin infection', 0)).toBe('skin infection');
    expect(phraseAfter('an infection', 0)).toBe('infection');
  });

  it('lists known conditions said one after another with no comma as separate diagnoses', () => {
    expect(
      assessment("doctor: so you've got congestive heart failure depression and hypertension and we'll go over each"),
    ).toEqual([
      ['congestive heart failure', 'confirmed'],
      ['depression', 'confirmed'],
      ['hypertension', 'confirmed'],
    ]);
    expect(assessment("doctor: so the ultrasound showed a baker's cyst behind the knee")).toEqual([
      ["baker's cyst", 'confirmed'],
    ]);
  });

  it('takes no phrase that is a verb, a heading word or a kind of thing for a diagnosis', () => {
    expect(assessment('doctor: so you have that your diagnosis is uncontrolled hypertension you know')).toEqual([
      ['uncontrolled hypertension', 'confirmed'],
    ]);
    expect(assessment('doctor: the good thing about these kinds of fractures is they heal')).toEqual([]);
    expect(assessment('doctor: probably exercising more to get rid of the covid')).toEqual([]);
    expect(assessment('doctor: we might have to do some bypass surgery')).toEqual([]);
    // The problem taken in turn is the symptom the diagnosis explains: offered, not listed beside it.
    expect(assessment('doctor: so for your first problem back pain i think it is a lumbar strain')).toEqual([
      ['lumbar strain', 'probable'],
    ]);
    expect(assessment("doctor: i think there's some contribution of peripheral neuropathy")).toEqual([
      ['peripheral neuropathy', 'probable'],
    ]);
  });

  it('reads a third-person diagnosis whose condition word comes after four describing words', () => {
    expect(assessment('Doctor: Your son has hand foot and mouth disease.')).toEqual([
      ['hand foot and mouth disease', 'confirmed'],
    ]);
    expect(
      assessment('doctor: she has a post-traumatic rather severe stenosing tenosynovitis of her right index finger'),
    ).toEqual([['post-traumatic rather severe stenosing tenosynovitis of her right index finger', 'confirmed']]);
  });

  it('takes a short name given with "we call this" or "it is called" though it holds no medical word, but no treatment or medicine', () => {
    expect(
      assessment(
        'doctor: you have some arthritis there we call this hallux rigidus and treatment for this is an insert',
      ),
      // the arthritis it names is the same problem, named more closely (assessment-kinds.ts)
    ).toEqual([['hallux rigidus', 'confirmed']]);
    expect(assessment("Doctor: It's called mallet finger, and we splint it.")).toEqual([
      ['mallet finger', 'confirmed'],
    ]);
    expect(assessment('Doctor: We call it physical therapy.')).toEqual([]);
    expect(assessment('Doctor: What I recommend is what we call a wide local excision.')).toEqual([]);
    expect(assessment("Doctor: It's called lisinopril.")).toEqual([]);
    expect(assessment("Doctor: It's called a nurse visit.")).toEqual([]);
  });
});

describe('a name given in the turn that stated the problem', () => {
  it('names that problem, not a second one, when it ends in the same word', () => {
    const said =
      'doctor: so for the first problem i do believe he has a tic, tics are common in children and most go away within a year, so these are what we call transient tics';
    expect(assessment(said).map(([dx]) => dx)).toEqual(['transient tics']);
  });

  it('lists a name for another problem as its own', () => {
    const said = 'doctor: i believe you have a tic, and the rash on your arm is what we call contact dermatitis';
    expect(assessment(said).map(([dx]) => dx)).toEqual(['tic', 'contact dermatitis']);
  });
});
