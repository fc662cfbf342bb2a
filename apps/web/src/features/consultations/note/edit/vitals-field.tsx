import { reportField, VITAL_SHORT_LABELS, type PatientReport } from '@asha/contracts';
import { NativeSelect } from '@/components/ui/select';
import { domId, useEdit, useField } from './edit-context';
import { ItemMarks } from './item-marks';

type VitalKey = keyof PatientReport['physicalExam']['vitals'];

/** The units each vital is written in, the usual one first. */
export const VITAL_UNITS: Record<VitalKey, { units: readonly string[] }> = {
  bloodPressure: { units: ['mmHg'] },
  heartRate: { units: ['bpm'] },
  temperature: { units: ['°C', '°F'] },
  respiratoryRate: { units: ['breaths/min'] },
  // The saturation's unit carries the oxygen the patient breathed, as the note writes it ('97% on room air').
  oxygenSaturation: { units: ['%', '% on room air', '% on oxygen'] },
  weight: { units: ['kg', 'lb'] },
};
export const VITAL_KEYS = Object.keys(VITAL_UNITS) as VitalKey[];

/** Units as they are written in transcripts and other systems; '/min' is the vital's usual per-minute unit. */
const UNIT_ALIASES: Record<string, string | null> = {
  mmhg: 'mmHg',
  bpm: 'bpm',
  'beats/min': 'bpm',
  'breaths/min': 'breaths/min',
  '/min': null,
  '°c': '°C',
  c: '°C',
  '°f': '°F',
  f: '°F',
  kg: 'kg',
  kgs: 'kg',
  lb: 'lb',
  lbs: 'lb',
};
const UNIT_PATTERN = /^(.*?\d)\s*(mmhg|bpm|beats\/min|breaths\/min|\/min|°\s*c|°\s*f|c|f|kgs?|lbs?)$/i;

/** '148/92 mmHg' → value '148/92', unit 'mmHg'; a value with no unit it knows keeps all its words. */
export function splitVital(key: VitalKey, stored: string | null): { value: string; unit: string } {
  const usual = VITAL_UNITS[key].units[0]!;
  const text = (stored ?? '').trim();
  if (!text) return { value: '', unit: usual };
  const saturation = key === 'oxygenSaturation' ? /^(.*?\d)\s*(%.*)$/.exec(text) : null;
  if (saturation) return { value: saturation[1]!, unit: saturation[2]!.replace(/\s+/g, ' ') };
  const m = UNIT_PATTERN.exec(text);
  if (!m || !m[1]) return { value: text, unit: '' };
  const unit = UNIT_ALIASES[m[2]!.toLowerCase().replace(/\s/g, '')];
  return { value: m[1], unit: unit && VITAL_UNITS[key].units.includes(unit) ? unit : usual };
}

/** The value and its unit as stored: a percentage is written against its number ('97% on room air'). */
export function joinVital(value: string, unit: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return unit.startsWith('%') ? `${v}${unit}` : [v, unit].filter(Boolean).join(' ');
}

function VitalRow({ vital }: { vital: VitalKey }) {
  const { idPrefix } = useEdit();
  const path = `physicalExam.vitals.${vital}`;
  const [stored, set] = useField<string | null>(path);
  const { value, unit } = splitVital(vital, stored);
  const { units } = VITAL_UNITS[vital];
  const short = VITAL_SHORT_LABELS[vital];
  const id = domId(idPrefix, path);
  const label = reportField(path)!.label;
  return (
    <div className="py-0.5">
      <div className="flex items-center gap-1.5">
        <label htmlFor={id} className="w-14 shrink-0 text-xs font-medium text-muted-foreground" title={label}>
          {short}
        </label>
        <input
          id={id}
          value={value}
          inputMode="decimal"
          placeholder="—"
          aria-label={label}
          onChange={(e) => set(joinVital(e.target.value, unit))}
          className="h-8 w-24 min-w-0 rounded-md border border-input bg-background px-1.5 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <NativeSelect
          aria-label={`${label} unit`}
          value={unit}
          onChange={(e) => set(joinVital(value, e.target.value))}
          className="h-8 px-1.5 text-xs"
        >
          {[...units, ...(unit && !units.includes(unit) ? [unit] : []), ''].map((u) => (
            <option key={u} value={u}>
              {u || 'no unit'}
            </option>
          ))}
        </NativeSelect>
      </div>
      {stored && <ItemMarks path={path} label={label} />}
    </div>
  );
}

/** The vitals, each a value and its unit. */
export function VitalsFields() {
  return (
    <div className="grid gap-x-4 @md:grid-cols-2">
      {VITAL_KEYS.map((k) => (
        <VitalRow key={k} vital={k} />
      ))}
    </div>
  );
}
