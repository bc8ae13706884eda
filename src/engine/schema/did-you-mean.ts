function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const keep = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = keep;
    }
  }
  return prev[b.length];
}

/**
 * The closest known name to a misspelt one, when it is close enough to be a likely typo.
 *
 * @example
 * didYouMean('inptu', ['input', 'inputNumber']); // '（是不是想写 "input"？）'
 */
export function didYouMean(wrong: string, known: Iterable<string>): string {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of known) {
    const d = distance(wrong.toLowerCase(), candidate.toLowerCase());
    if (d < bestScore) {
      best = candidate;
      bestScore = d;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(wrong.length / 3)) ? `（是不是想写 "${best}"？）` : '';
}
