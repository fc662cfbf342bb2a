// ROUGE-1, ROUGE-2 and ROUGE-L F-measures (Lin 2004) on lower-cased alphanumeric tokens, no stemming:
// the candidate is the report rendered as text, the reference the clinician's note.

export function rougeTokens(text) {
  return (text ?? '').toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

function counts(tokens, n) {
  const m = new Map();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(' ');
    m.set(key, (m.get(key) ?? 0) + 1);
  }
  return m;
}

function f1(overlap, candTotal, refTotal) {
  if (!overlap || !candTotal || !refTotal) return 0;
  const p = overlap / candTotal;
  const r = overlap / refTotal;
  return (2 * p * r) / (p + r);
}

export function rougeN(cand, ref, n) {
  const c = counts(cand, n);
  const r = counts(ref, n);
  let overlap = 0;
  for (const [k, v] of c) overlap += Math.min(v, r.get(k) ?? 0);
  return f1(overlap, Math.max(0, cand.length - n + 1), Math.max(0, ref.length - n + 1));
}

/** Longest common subsequence length, two rolling rows. */
function lcs(a, b) {
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++)
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

/** { r1, r2, rl } in percent for one candidate/reference pair. */
export function rouge(candidate, reference) {
  const cand = rougeTokens(candidate);
  const ref = rougeTokens(reference);
  return {
    r1: 100 * rougeN(cand, ref, 1),
    r2: 100 * rougeN(cand, ref, 2),
    rl: 100 * f1(lcs(cand, ref), cand.length, ref.length),
  };
}
