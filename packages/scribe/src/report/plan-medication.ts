/**
 * A plan medicine as the plan writes it: 'start meloxicam 15 mg once a day', 'increase lisinopril to 40 mg'
 * (a change names its verb first), 'stop ibuprofen'.
 */
export function planMedication(m: { name: string; instructions: string | null; action: string }): string {
  const change = m.action === 'change' ? /^(increase|decrease|adjust)\b\s*(.*)$/.exec(m.instructions ?? '') : null;
  if (change) return [change[1], m.name, change[2]].filter(Boolean).join(' ');
  return [m.action === 'change' ? 'adjust' : m.action, m.name, m.instructions].filter(Boolean).join(' ');
}
