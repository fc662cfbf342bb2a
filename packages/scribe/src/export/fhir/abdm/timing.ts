import type { Dosage, Timing } from '@medplum/fhirtypes';
import type { FoodTiming } from '@asha/contracts';
import { rxColumns } from '../../../note-types/rx.js';
import { UCUM } from '../codes.js';

type When = NonNullable<NonNullable<Timing['repeat']>['when']>[number];

/** Morning, afternoon and night doses ('1-0-1') as FHIR event times, tied to the meal when food was said. */
const SLOT_WHEN: Record<FoodTiming | 'none', [When, When, When]> = {
  none: ['MORN', 'AFT', 'NIGHT'],
  'before food': ['ACM', 'ACD', 'ACV'],
  'after food': ['PCM', 'PCD', 'PCV'],
  'with food': ['CM', 'CD', 'CV'],
};
const MEAL: Record<FoodTiming, When> = { 'before food': 'AC', 'after food': 'PC', 'with food': 'C' };
const UNIT: Record<string, { code: string; unit: string }> = {
  day: { code: 'd', unit: 'days' },
  week: { code: 'wk', unit: 'weeks' },
  month: { code: 'mo', unit: 'months' },
};

function repeatOf(schedule: string | null, food: FoodTiming | null): NonNullable<Timing['repeat']> | null {
  const slots = schedule && /^[0-4](?:-[0-4]){2,3}$/.test(schedule) ? schedule.split('-').map(Number) : null;
  if (slots && slots.length === 3) {
    const when = SLOT_WHEN[food ?? 'none'].filter((_, i) => slots[i]! > 0);
    const perDay = slots.reduce((a, b) => a + b, 0);
    return perDay ? { frequency: perDay, period: 1, periodUnit: 'd', when } : null;
  }
  if (slots) return { frequency: slots.reduce((a, b) => a + b, 0), period: 1, periodUnit: 'd' };
  const meal = food ? { when: [MEAL[food]] } : {};
  if (schedule === 'once daily') return { frequency: 1, period: 1, periodUnit: 'd', ...meal };
  if (schedule === 'once a week') return { frequency: 1, period: 1, periodUnit: 'wk', ...meal };
  const hours = schedule && /^every (\d+) hours$/.exec(schedule);
  if (hours) return { frequency: 1, period: Number(hours[1]), periodUnit: 'h' };
  return food ? { when: [MEAL[food]] } : null;
}

/**
 * A medicine order's words as a FHIR dosage: always the words as said, and the timing only where
 * the order says it ('1-0-1 after food for 5 days' → twice a day after breakfast and dinner for
 * 5 days; 'SOS' → as needed). Nothing the order does not say is added.
 */
export function dosageOf(instructions: string | null): Dosage {
  const text = instructions?.trim() || 'Dose and timing not stated';
  if (!instructions?.trim()) return { text };
  const c = rxColumns({ instructions });
  const days = c.days && /^(\d+) (day|week|month)s?$/.exec(c.days);
  const unit = days ? UNIT[days[2]!]! : null;
  const bounds =
    days && unit ? { boundsDuration: { value: Number(days[1]), unit: unit.unit, system: UCUM, code: unit.code } } : {};
  const repeat = repeatOf(c.schedule === 'SOS' ? null : c.schedule, c.food);
  const timing = repeat || days ? { timing: { repeat: { ...(repeat ?? {}), ...bounds } } } : {};
  return { text, ...timing, ...(c.schedule === 'SOS' ? { asNeededBoolean: true } : {}) };
}
