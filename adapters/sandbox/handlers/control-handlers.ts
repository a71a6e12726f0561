import { HttpResponse } from 'msw';
import { routes } from '../../http/routes';
import { faultRule } from '../../http/schemas/sandbox';
import type { SandboxExchange } from '../exchange/sandbox-exchange';
import type { FaultController } from '../faults/fault-controller';
import { closeAllStreams } from '../streams/stream-registry';
import { handle } from './respond';

/** The sandbox's control endpoint (test and demo mode only): faults on demand, reset and the clock. */
export const controlHandlers = (exchange: SandboxExchange, faults: FaultController) => [
  handle(exchange, routes.sandboxArmFault, ({ body }) => {
    const rule = faultRule.safeParse(body);
    if (!rule.success) {
      const issue = rule.error.issues[0];
      return HttpResponse.json(
        { ok: false, error: 'invalid_parameter', error_message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` },
        { status: 400 },
      );
    }
    const fault = faults.arm(rule.data);
    if (rule.data.kind === 'close_streams') closeAllStreams(exchange);
    return { ok: true, fault: { id: fault.id, remaining: fault.remaining, rule: { ...fault.rule } } };
  }),
  handle(exchange, routes.sandboxListFaults, () => ({
    ok: true,
    faults: faults.list().map((f) => ({ id: f.id, remaining: f.remaining, rule: { ...f.rule } })),
  })),
  handle(exchange, routes.sandboxClearFaults, () => {
    faults.clear();
    return { ok: true };
  }),
  handle(exchange, routes.sandboxReset, () => {
    faults.clear();
    exchange.reset();
    return { ok: true };
  }),
  handle(exchange, routes.sandboxClock, () => ({ ok: true, now: exchange.now() })),
  handle(exchange, routes.sandboxAdvanceClock, ({ body }) => ({ ok: true, now: exchange.advanceClock(body.advance_ms) })),
];
