import type { routes } from '../../../../adapters/http/routes';
import type { InProcessClient } from '../../../support/in-process-client';

type RouteName = keyof typeof routes;

/**
 * A call that takes a single-use thing (a quotation, a preview, an order, a lock order, a top-up,
 * a deposit, a gateway session, a claim), and how to make that thing first: `setup` runs the
 * calls before it and gives the body of each copy of the call fired at once.
 */
export interface DuplicateScenario {
  readonly name: string;
  readonly route: RouteName;
  readonly persona: string;
  readonly setup: (client: InProcessClient) => Promise<(copy: number) => unknown>;
  readonly params?: Readonly<Record<string, string>>;
}

export const cdc = { is_cdc_web: true };
