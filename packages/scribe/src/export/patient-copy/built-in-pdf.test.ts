import { describe, expect, it } from 'vitest';
import { fullReport } from '../testing/fixtures.js';
import { pdfTool } from '../testing/poppler.js';
import { patientCopyToPdf } from '../pdf/patient-copy-pdf.js';
import { builtInPatientCopy } from './built-in.js';
import { HINDI } from './vocabulary/lexicon-hi.js';
import { TAMIL } from './vocabulary/lexicon-ta.js';

/** Eight medicines, as a busy OPD prescription has them. */
const ORDERS = [
  ['Tab. Paracetamol', '650 mg 1-1-1 after food for 5 days'],
  ['Tab. Amoxicillin', '500 mg 1-0-1 after food for 7 days'],
  ['Tab. Pantoprazole', '40 mg 1-0-0 before food for 2 weeks'],
  ['Tab. Cetirizine', '10 mg 0-0-1 for 5 days'],
  ['Syp. Ambroxol', '10 ml 1-1-1 after food for 5 days'],
  ['Tab. Metformin', '500 mg 1-0-1 with food'],
  ['Tab. Amlodipine', '5 mg 1-0-0'],
  ['Tab. Ibuprofen', '400 mg SOS for pain'],
] as const;

describe("the OPD patient's copy from the phrase tables, printed", () => {
  it.each([
    ['Hindi', HINDI, 'NotoSansDevanagari'],
    ['Tamil', TAMIL, 'NotoSansTamil'],
  ] as const)(
    'fits one A4 page with eight medicines, set in the %s font, the drug names as written',
    async (_, table, font) => {
      const r = fullReport();
      r.plan.medications = ORDERS.map(([name, instructions]) => ({ name, instructions, action: 'start' as const }));
      const pdf = await patientCopyToPdf({
        content: builtInPatientCopy(r, table).content,
        clinic: 'Asha Community Clinic',
        patientName: 'Meera Iyer',
        clinicianName: 'Dr Asha Rao',
        visitDate: '2026-11-23T09:30:00.000Z',
        signed: true,
      });
      const info = pdfTool('pdfinfo', pdf);
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:\s+595\.\d* x 841\.\d* pts \(A4\)/);
      expect(pdfTool('pdffonts', pdf)).toMatch(
        new RegExp(`${font}\\S*\\s+CID TrueType\\s+Identity-H\\s+yes\\s+yes\\s+yes`),
      );
      const text = pdfTool('pdftotext', pdf);
      for (const [name] of ORDERS) expect(text).toContain(name);
      expect(text).toContain('650 mg');
    },
  );
});
