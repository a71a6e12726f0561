import type { FaultRule } from '../../http/schemas/sandbox';
import { faultMatches } from './fault-match';

export interface ArmedFault {
  readonly id: number;
  readonly rule: FaultRule;
  remaining: number;
}

/**
 * Faults on demand for tests and demos: rules armed through the control endpoint, each used up
 * by the next calls that match it (a close_streams fault acts at once and is not kept). Not part of the sandbox state: a restart or reset clears them.
 */
export class FaultController {
  private armed: ArmedFault[] = [];
  private lastId = 0;

  arm(rule: FaultRule): ArmedFault {
    this.lastId += 1;
    const fault = { id: this.lastId, rule, remaining: rule.times };
    if (rule.kind !== 'close_streams') this.armed.push(fault);
    return fault;
  }

  list(): readonly ArmedFault[] {
    return this.armed;
  }

  /** No fault is armed: every call runs normally (checked before a call's path is even read). */
  isEmpty(): boolean {
    return this.armed.length === 0;
  }

  clear(): void {
    this.armed = [];
  }

  /** The first armed fault for this call, used up by one; undefined when the call runs normally. */
  take(method: string, path: string): FaultRule | undefined {
    return this.useUp(this.armed.find((f) => f.rule.kind !== 'disk_full' && faultMatches(f.rule, method, path)));
  }

  /** Whether this write of the state journal fails (an armed disk_full fault, used up by one). */
  takeDiskFailure(): boolean {
    return this.useUp(this.armed.find((f) => f.rule.kind === 'disk_full')) !== undefined;
  }

  private useUp(fault: ArmedFault | undefined): FaultRule | undefined {
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.armed = this.armed.filter((f) => f !== fault);
    return fault.rule;
  }
}
