/** fast-check parameters shared by the property tests: at least 200 runs per property. */
export const RUNS = { numRuns: 300 } as const;
