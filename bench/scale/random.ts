// A seeded pseudo-random source: the same --seed gives the same data on every machine and driver.

/** Mulberry32: small, fast and good enough for test data (not for secrets). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** One key of `weights`, drawn in proportion to its weight. */
    weighted: <K extends string>(weights: Readonly<Record<K, number>>): K => {
      const entries = Object.entries(weights) as [K, number][];
      let left = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, weight] of entries) {
        left -= weight;
        if (left < 0) return key;
      }
      return (entries.at(-1) as [K, number])[0];
    },
    /** Geometric count with the given mean (many small, a few large: plan takers per source). */
    geometric: (mean: number) => Math.floor(Math.log(1 - next()) / Math.log(mean / (mean + 1))),
    /** Log-normal around exp(mu): estimated values span several orders of magnitude. */
    logNormal: (mu: number, sigma: number) => {
      const u = 1 - next();
      const v = next();
      return Math.exp(mu + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
    },
    /** Hex digits, for placeholder hashes and receipt numbers. */
    hex: (length: number) => {
      let out = '';
      while (out.length < length)
        out += Math.floor(next() * 4294967296)
          .toString(16)
          .padStart(8, '0');
      return out.slice(0, length);
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;

/**
 * Splits `total` across `count` ranks by Zipf's law (exponent 1): a few large agencies and a long
 * tail of small ones, as in a shared procurement service. Every rank gets at least one.
 */
export function zipfShares(total: number, count: number): number[] {
  const weights = Array.from({ length: count }, (_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(1, Math.floor((total * w) / sum)));
  shares[0] = (shares[0] ?? 0) + total - shares.reduce((a, b) => a + b, 0);
  return shares;
}
