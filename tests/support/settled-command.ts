import type fc from 'fast-check';
import type { VirtualTime } from './virtual-time';

/**
 * Commands for a model-based test of a service on fakes: each runs its action, lets the virtual
 * time settle at the current instant (answers already due arrive), then checks the invariants.
 */
export const settledCommands =
  <M extends object, R extends { readonly f: { readonly time: VirtualTime } }>(checkInvariants: (model: M, real: R) => void) =>
  (name: string, act: (model: M, real: R) => void | Promise<void>): fc.AsyncCommand<M, R> => ({
    check: () => true,
    run: async (model, real) => {
      await act(model, real);
      await real.f.time.advance(0);
      checkInvariants(model, real);
    },
    toString: () => name,
  });
