import { describe, expect, it } from 'vitest';
import { REPORT } from '../test/note-fixtures';
import { splitVital, joinVital } from './edit/vitals-field';
import { valueLines } from './history/field-diff';
import { addOmission, splitDose } from './omissions';

describe('adding an omission to the note', () => {
  it('puts each kind of fact where its section keeps it', () => {
    const omitted = (section: 'medications' | 'vitals' | 'allergies' | 'historyOfPresentIllness', text: string) => ({
      kind: 'omitted' as const,
      section,
      text,
      segmentIds: [],
    });
    expect(
      addOmission(REPORT, omitted('medications', 'atorvastatin 40 mg at night')).medications.current.at(-1),
    ).toEqual({ name: 'atorvastatin', dosage: '40 mg at night', indication: null });
    expect(addOmission(REPORT, omitted('vitals', 'Heart rate 88 bpm')).physicalExam.vitals.heartRate).toBe('88 bpm');
    expect(
      addOmission(REPORT, omitted('vitals', 'Oxygen saturation 96% on room air')).physicalExam.vitals.oxygenSaturation,
    ).toBe('96% on room air');
    expect(addOmission(REPORT, omitted('allergies', 'penicillin → hives')).allergies).toEqual([
      { substance: 'penicillin', reaction: 'hives' },
    ]);
    expect(
      addOmission(REPORT, omitted('historyOfPresentIllness', 'nausea')).historyOfPresentIllness.associatedSymptoms,
    ).toEqual(['fever', 'nausea']);
    expect(splitDose('ibuprofen')).toEqual({ name: 'ibuprofen', dose: null });
  });
});

describe('vitals with units', () => {
  it('reads a stored value and its unit, and writes them back', () => {
    expect(splitVital('bloodPressure', '148/92 mmHg')).toEqual({ value: '148/92', unit: 'mmHg' });
    expect(splitVital('temperature', '98.6 F')).toEqual({ value: '98.6', unit: '°F' });
    expect(splitVital('heartRate', '72 beats/min')).toEqual({ value: '72', unit: 'bpm' });
    expect(splitVital('weight', 'not weighed')).toEqual({ value: 'not weighed', unit: '' });
    expect(splitVital('weight', null)).toEqual({ value: '', unit: 'kg' });
    expect(joinVital('70', 'kg')).toBe('70 kg');
    expect(joinVital('  ', 'kg')).toBeNull();
  });

  it('reads a saturation with the oxygen breathed as its unit, and writes the percentage against its number', () => {
    expect(splitVital('oxygenSaturation', '97% on room air')).toEqual({ value: '97', unit: '% on room air' });
    expect(splitVital('oxygenSaturation', '92 % on 2 L oxygen')).toEqual({ value: '92', unit: '% on 2 L oxygen' });
    expect(splitVital('oxygenSaturation', null)).toEqual({ value: '', unit: '%' });
    expect(joinVital('95', '% on room air')).toBe('95% on room air');
    expect(joinVital('95', '%')).toBe('95%');
  });
});

describe('the history’s field diff', () => {
  it('shows a field as lines: one per item, one per relative', () => {
    expect(valueLines([{ name: 'paracetamol', dosage: '500 mg', indication: 'fever' }])).toEqual([
      'paracetamol · 500 mg · For: fever',
    ]);
    expect(valueLines({ mother: ['diabetes', 'asthma'] })).toEqual(['mother: diabetes, asthma']);
    expect(valueLines(null)).toEqual([]);
  });
});
