export interface RankPermutation {
  idOfRank(rank: number): number;
  rankOfId(id: number): number;
}

/** Person ids are a fixed permutation of popularity ranks, so popular people are spread over the id range. */
export function rankPermutation(count: number): RankPermutation {
  const candidates = [7919, 104729, 1299709, 15485863, 32452843];
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const multiplier =
    candidates.find((prime) => gcd(prime % count, count) === 1 && prime % count !== 0) ?? 1;
  const step = multiplier % count;
  // Modular inverse by the extended Euclidean algorithm; values stay far below 2^53.
  let [oldR, r, oldS, s] = [step, count, 1, 0];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  const inverse = count === 1 ? 0 : ((oldS % count) + count) % count;
  return {
    idOfRank: (rank) => (((rank - 1) * step) % count) + 1,
    rankOfId: (id) => (((id - 1) * inverse) % count) + 1,
  };
}
