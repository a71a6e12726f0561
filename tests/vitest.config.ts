import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Two projects: fast unit/property/component tests, and integration tests against the sandbox through msw. */
/** The build's payment marks (scripts/payment-marks.mjs) as plain paths. */
const paymentMarks = {
  name: 'payment-marks',
  resolveId: (id: string) => (id.startsWith('payment-mark:') ? `\0${id}` : undefined),
  load: (id: string) =>
    id.startsWith('\0payment-mark:') ? `export default ${JSON.stringify(`/marks/${id.slice('\0payment-mark:'.length)}.svg`)};` : undefined,
};

export default defineConfig({
  root,
  plugins: [paymentMarks],
  test: {
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
    // Property and model-based tests are CPU-bound; on a loaded 2-core CI machine a few take seconds.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          // Files share one module cache per worker: about five times faster on two cores, since
          // most of an isolated run went on loading the same modules again for each of 500 files.
          // Tests keep no state in modules (a shuffled order passes: --sequence.shuffle.files).
          isolate: false,
          exclude: ['tests/**/*.integration.test.ts', 'tests/architecture/fixtures/**', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/support/testing-library-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.integration.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
