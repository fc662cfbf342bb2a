/**
 * Tests as a plan writes them: each name a clinician says ('cat scan', 'labs', 'echo') and the line it
 * makes ('CT scan', 'Blood work', 'Echocardiogram'), so one test said two ways is one item. A name
 * missing here is written as said.
 */
export const TEST_WRITTEN: Record<string, string> = {
  'x-ray': 'X-ray',
  xray: 'X-ray',
  'chest x-ray': 'Chest X-ray',
  mri: 'MRI',
  'ct scan': 'CT scan',
  'cat scan': 'CT scan',
  ct: 'CT scan',
  echo: 'Echocardiogram',
  ekg: 'EKG',
  ecg: 'EKG',
  electrocardiogram: 'EKG',
  'blood work': 'Blood work',
  bloodwork: 'Blood work',
  'blood tests': 'Blood work',
  'lab work': 'Blood work',
  labs: 'Blood work',
  cbc: 'CBC',
  'complete blood count': 'CBC',
  'hemoglobin a1c': 'Hemoglobin A1c',
  a1c: 'Hemoglobin A1c',
  cmp: 'Comprehensive metabolic panel',
  bmp: 'Basic metabolic panel',
  'chem 12': 'Chem 12',
  'chem 7': 'Chem 7',
  tsh: 'TSH',
  egd: 'EGD',
  pfts: 'Pulmonary function tests',
  'pulmonary function test': 'Pulmonary function tests',
  emg: 'EMG',
  'western blot': 'Western blot',
  eeg: 'EEG',
  psa: 'PSA',
  'covid test': 'COVID test',
  'rapid strep': 'Rapid strep test',
  'rapid strep test': 'Rapid strep test',
  'dexa scan': 'DEXA scan',
  'b12 level': 'B12 level',
  'vitamin d level': 'Vitamin D level',
  'kidney function': 'Kidney function tests',
  aldosterone: 'Aldosterone level',
  'aldosterone level': 'Aldosterone level',
  renin: 'Renin level',
  'renin level': 'Renin level',
  '24 hour urine': '24-hour urine collection',
  'hepatitis c rna': 'Hepatitis C RNA',
  'hep c rna': 'Hepatitis C RNA',
  'hcv rna': 'Hepatitis C RNA',
  'hcv genotype': 'Hepatitis C genotype',
  'hepatitis c genotype': 'Hepatitis C genotype',
  fibroscan: 'Elastography',
  '24 hour urine collection': '24-hour urine collection',
};

/** Tests that image a part, which the line names when said with it ('an mri of your right knee'). */
export const IMAGING = ['x-ray', 'xray', 'mri', 'ct scan', 'cat scan', 'ct', 'ultrasound'];

/**
 * Kinds of an imaging test said before it, which the line keeps as said ('a renal artery ultrasound' is
 * not an abdominal one): longer kinds first.
 */
export const IMAGING_KINDS = [
  'renal artery',
  'carotid',
  'abdominal',
  'pelvic',
  'transvaginal',
  'thyroid',
  'breast',
  'renal',
  'bladder',
  'gallbladder',
  'liver',
  'scrotal',
  'testicular',
  'obstetric',
  'venous',
  'arterial',
  'doppler',
  'cardiac',
];
