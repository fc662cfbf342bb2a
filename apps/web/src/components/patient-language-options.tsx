import { PATIENT_LANGUAGE_CODES, PATIENT_LANGUAGES } from '@asha/contracts';

/** The languages a patient's copy can be written in, as `<option>`s: English, then each by name and in its own script. */
export function PatientLanguageOptions() {
  return PATIENT_LANGUAGE_CODES.map((code) => (
    <option key={code} value={code}>
      {PATIENT_LANGUAGES[code].name}
      {code === 'en' ? '' : ` (${PATIENT_LANGUAGES[code].native})`}
    </option>
  ));
}
