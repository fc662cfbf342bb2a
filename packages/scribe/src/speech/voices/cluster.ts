/**
 * Agglomerative clustering: every item starts as its own group and the two closest groups merge
 * until the closest pair is farther apart than `threshold` and there are at most `maxClusters`
 * groups. The number of voices is therefore estimated, not given. Distances are kept in one matrix
 * (items² numbers: about 1 MB for 500 stretches) with each row's nearest neighbour cached.
 */
export interface AgglomerateOptions<T> {
  distance(a: T, b: T): number;
  merge(a: T, b: T): T;
  threshold: number;
  maxClusters: number;
}

export function agglomerate<T>(items: T[], o: AgglomerateOptions<T>): number[] {
  const n = items.length;
  const groups: (T | null)[] = [...items];
  const owner = Array.from({ length: n }, (_, i) => i);
  const dist = new Float64Array(n * n).fill(Infinity);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < i; j++) dist[i * n + j] = dist[j * n + i] = o.distance(items[i]!, items[j]!);
  const nearest = new Int32Array(n);
  const rowMin = (i: number) => {
    let best = -1;
    for (let j = 0; j < n; j++)
      if (j !== i && groups[j] !== null && (best < 0 || dist[i * n + j]! < dist[i * n + best]!)) best = j;
    nearest[i] = best;
  };
  for (let i = 0; i < n; i++) rowMin(i);
  let alive = n;
  while (alive > 1) {
    let a = -1;
    for (let i = 0; i < n; i++)
      if (groups[i] !== null && nearest[i]! >= 0 && (a < 0 || dist[i * n + nearest[i]!]! < dist[a * n + nearest[a]!]!))
        a = i;
    if (a < 0) break;
    const b = nearest[a]!;
    if (dist[a * n + b]! > o.threshold && alive <= o.maxClusters) break;
    groups[a] = o.merge(groups[a]!, groups[b]!);
    groups[b] = null;
    alive--;
    for (let k = 0; k < n; k++) if (owner[k] === b) owner[k] = a;
    for (let j = 0; j < n; j++) {
      dist[b * n + j] = dist[j * n + b] = Infinity;
      if (j !== a && groups[j] !== null) dist[a * n + j] = dist[j * n + a] = o.distance(groups[a]!, groups[j]!);
    }
    for (let i = 0; i < n; i++)
      if (
        groups[i] !== null &&
        (i === a ||
          nearest[i]! < 0 ||
          nearest[i] === a ||
          nearest[i] === b ||
          dist[i * n + a]! < dist[i * n + nearest[i]!]!)
      )
        rowMin(i);
  }
  // Number the groups 0, 1, … in order of first appearance.
  const names = new Map<number, number>();
  return owner.map((g) => names.get(g) ?? (names.set(g, names.size), names.size - 1));
}
