import type { NoteTypeOwner, NoteTypeSummary } from '@asha/contracts';

const GROUPS: Array<[NoteTypeOwner, string]> = [
  ['builtin', 'Built-in types'],
  ['mine', 'My templates'],
  ['clinic', 'Clinic templates'],
];

/**
 * The `<option>`s of a note-type select, grouped by whose they are. A note still in a template that
 * was removed keeps it as its value, shown as such, so the select never shows another type than the note's.
 */
export function NoteTypeOptions({ types, current }: { types: NoteTypeSummary[]; current?: string }) {
  const known = !current || types.some((t) => t.id === current);
  return (
    <>
      {!known && <option value={current}>Removed template</option>}
      {GROUPS.map(([owner, label]) => {
        const group = types.filter((t) => t.owner === owner);
        if (group.length === 0) return null;
        const options = group.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ));
        return owner === 'builtin' && types.length === group.length ? (
          options
        ) : (
          <optgroup key={owner} label={label}>
            {options}
          </optgroup>
        );
      })}
    </>
  );
}
