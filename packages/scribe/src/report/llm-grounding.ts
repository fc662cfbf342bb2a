/**
 * The built-in extractor's facts as a language model's grounding: the values only (the segment ids
 * are for evidence, not for the model), empty fields left out so the prompt stays short. Walks the
 * facts generically, so a new kind of fact reaches the model without a change here.
 */
export function factsForPrompt(facts: unknown): string {
  const pruned = prune(facts);
  return pruned === undefined ? '{}' : JSON.stringify(pruned);
}

function prune(value: unknown): unknown {
  if (value === null || value === undefined || value === '' || value === false) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  // A found fact ({value, segmentIds}) becomes its value.
  if ('value' in o && 'segmentIds' in o) return prune(o.value);
  const entries = Object.entries(o)
    .filter(([k]) => k !== 'segmentIds')
    .map(([k, v]) => [k, prune(v)] as const)
    .filter(([, v]) => v !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}
