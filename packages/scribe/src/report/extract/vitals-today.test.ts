import { describe, expect, it } from 'vitest';
import { factsFrom as facts } from '../testing/said.js';

const vitals = (dialogue: string) =>
  Object.fromEntries(Object.entries(facts(dialogue).vitals).map(([k, v]) => [k, v!.value]));

describe("today's readings, as recognised speech gives them, are the note's vitals", () => {
  it.each<[string, Record<string, string>]>([
    // the clinician measuring, then reading the number out in the next piece
    [
      "doctor: let me take your blood pressure\ndoctor: okay it's one thirty over eighty today",
      { bloodPressure: '130/80 mmHg' },
    ],
    [
      'doctor: alright let me check your pressure real quick\npatient: sure\ndoctor: um one twenty eight over seventy six that looks good',
      { bloodPressure: '128/76 mmHg' },
    ],
    [
      "doctor: okay so i'm gonna put the cuff on\ndoctor: uh one forty over ninety so a little high",
      { bloodPressure: '140/90 mmHg' },
    ],
    ['doctor: lets see your pressure\ndoctor: one twenty six over eighty', { bloodPressure: '126/80 mmHg' }],
    [
      "doctor: i'm just gonna recheck your blood pressure\ndoctor: okay now it's one thirty four over eighty two",
      { bloodPressure: '134/82 mmHg' },
    ],
    ["doctor: let me get your pulse here\ndoctor: it's about eighty two", { heartRate: '82 bpm' }],
    [
      "doctor: i'm gonna check your temperature\ndoctor: it's a hundred and one point two so you do have a fever",
      { temperature: '101.2 °F' },
    ],
    ['doctor: let me get your weight\ndoctor: okay one eighty five pounds', { weight: '185 lb' }],
    // the patient asking, the clinician answering
    [
      'patient: what was my blood pressure\ndoctor: it was one twenty over seventy today',
      { bloodPressure: '120/70 mmHg' },
    ],
    [
      "patient: my blood pressure was high last week\ndoctor: okay it's one twenty eight over seventy eight today so that's better",
      { bloodPressure: '128/78 mmHg' },
    ],
    // the number said with the vital
    ['doctor: your pressure is good today 128 over 76', { bloodPressure: '128/76 mmHg' }],
    [
      'doctor: so the nurse got your vitals um blood pressure one forty two over eighty eight pulse seventy two temperature ninety eight point six',
      { bloodPressure: '142/88 mmHg', heartRate: '72 bpm', temperature: '98.6 °F' },
    ],
    [
      'doctor: your vitals look good your heart rate is sixty eight your oxygen is ninety eight percent',
      { heartRate: '68 bpm', oxygenSaturation: '98%' },
    ],
    ['doctor: your temperature today is ninety nine point one so no fever', { temperature: '99.1 °F' }],
    [
      "doctor: blood pressure's one thirty two over eighty four heart rate's seventy eight",
      { bloodPressure: '132/84 mmHg', heartRate: '78 bpm' },
    ],
    [
      'doctor: your bp is one eighteen over seventy two and your pulse is sixty four',
      { bloodPressure: '118/72 mmHg', heartRate: '64 bpm' },
    ],
    ['doctor: the nurse wrote down your pressure as one fifty over ninety five', { bloodPressure: '150/95 mmHg' }],
    [
      'doctor: here in the office your blood pressure is one thirty eight over eighty six',
      { bloodPressure: '138/86 mmHg' },
    ],
    ['doctor: your heart rate is a bit fast today at one oh four', { heartRate: '104 bpm' }],
    [
      'doctor: respirations sixteen pulse seventy blood pressure one twenty two over seventy eight',
      { bloodPressure: '122/78 mmHg', heartRate: '70 bpm', respiratoryRate: '16 breaths/min' },
    ],
    [
      'doctor: you know your blood pressure is uh one thirty over eighty five which is okay',
      { bloodPressure: '130/85 mmHg' },
    ],
    ['doctor: so your vitals blood pressure is one twenty four over eighty', { bloodPressure: '124/80 mmHg' }],
    ['doctor: your temp is ninety eight point four', { temperature: '98.4 °F' }],
    ['doctor: your blood pressure when you came in was one fifty over ninety', { bloodPressure: '150/90 mmHg' }],
    [
      'doctor: your pulse ox is ninety six percent and your heart rate is eighty eight',
      { oxygenSaturation: '96%', heartRate: '88 bpm' },
    ],
    [
      "doctor: your blood pressure is one forty over ninety today um which is higher than i'd like",
      { bloodPressure: '140/90 mmHg' },
    ],
    ["doctor: i checked your blood pressure and it's one thirty over eighty", { bloodPressure: '130/80 mmHg' }],
    // two numbers over each other with no vital named, said as measured or as today's
    ['doctor: so the nurse has you at one thirty two over eighty four', { bloodPressure: '132/84 mmHg' }],
    ["doctor: looks like you're one twenty over seventy today", { bloodPressure: '120/70 mmHg' }],
    ['doctor: your numbers today are one thirty over eighty', { bloodPressure: '130/80 mmHg' }],
    ['doctor: the machine says one thirty over eighty', { bloodPressure: '130/80 mmHg' }],
    [
      'doctor: first your vitals\ndoctor: one twenty eight over eighty two pulse of seventy six',
      { bloodPressure: '128/82 mmHg', heartRate: '76 bpm' },
    ],
    [
      "doctor: okay i'm going to take your blood pressure now\npatient: okay\ndoctor: alright that's one thirty eight over eighty two",
      { bloodPressure: '138/82 mmHg' },
    ],
    ['doctor: let me just take your temp real quick\ndoctor: ninety nine point one', { temperature: '99.1 °F' }],
    ['doctor: bp one thirty over eighty hr seventy two', { bloodPressure: '130/80 mmHg', heartRate: '72 bpm' }],
    // a weight: named, the patient said to be at it, the scale reading it
    ["doctor: you're at one eighty five pounds today on our scale", { weight: '185 lb' }],
    ['doctor: your weight today is two hundred and four pounds', { weight: '204 lb' }],
    ["doctor: you're at two ten pounds today", { weight: '210 lb' }],
    ['doctor: the scale says one sixty two pounds', { weight: '162 lb' }],
  ])('%j', (dialogue, expected) => expect(vitals(dialogue)).toEqual(expected));
});

describe('a number read out after a vital was named is not always its reading', () => {
  it.each([
    // a target or a norm, not a reading
    'doctor: we need your blood pressure lower\ndoctor: um one thirty over eighty is the goal',
    'doctor: we talked about your blood pressure\ndoctor: um one twenty over eighty is what we like to see',
    'doctor: let me check your temperature\ndoctor: and one hundred point four is a fever',
    'doctor: i want you to check your blood pressure\ndoctor: and one forty over ninety or higher call me',
    'doctor: we want to keep you under one thirty over eighty today',
    'doctor: today the goal is one thirty over eighty',
    "doctor: you're one fifty over ninety at home",
    'doctor: so you had one sixty over a hundred in the er today',
    // read by a crew called to the patient, not at this visit
    'patient: the fire department came and took my blood pressure it was like one ninety over a hundred',
    'patient: when the ambulance came they said my pulse was one thirty',
    'doctor: so the emts had your heart rate at one forty',
    'doctor: the squad said your sugar was forty and your pressure was ninety over sixty',
    'doctor: the school nurse got a temperature of a hundred and one',
    "doctor: your mom's cuff said one sixty over a hundred",
    // a time, not a reading
    'doctor: let me take your pulse\ndoctor: so about forty five minutes after you eat',
    'doctor: let me take your pulse\npatient: okay\ndoctor: one twenty over eighty is your pressure',
    // two single-number vitals named: which one the number is stays unsure
    'doctor: let me check your temperature and your pulse\ndoctor: ninety eight point six',
    // the clinician asking about another place, then restating its number
    'doctor: what was your blood pressure at the pharmacy\ndoctor: one sixty over ninety five you said',
    // the vital named, and nothing read out
    'doctor: let me take your blood pressure\npatient: okay\ndoctor: and how is your back',
  ])('%j', (dialogue) => expect(vitals(dialogue)).toEqual({}));
});
