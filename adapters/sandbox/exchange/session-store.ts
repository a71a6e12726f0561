import type { SandboxContext } from './sandbox-context';
import { randomToken } from './random-id';
import type { SessionState } from './sandbox-state';

/** Choice: a session not signed in yet lasts 15 minutes without a call... */
export const PENDING_SESSION_IDLE_MS = 15 * 60_000;
/**
 * ...a signed-in one 30 days, as a "remember me" session does (the CLI keeps its session between
 * runs; tests move the sandbox clock by weeks). Signed-in sessions are bounded by the
 * per-customer cap, and only a customer's passcode makes one.
 */
export const SIGNED_IN_SESSION_IDLE_MS = 30 * 24 * 60 * 60_000;
/** Sessions not signed in yet, per client (caller's address) and in all: the oldest makes way for a new one. */
export const PENDING_SESSIONS_PER_CLIENT = 20;
export const PENDING_SESSIONS_IN_ALL = 2_000;
/** Signed-in sessions per customer: the least recently used makes way. */
export const SESSIONS_PER_ACCOUNT = 20;

/**
 * The sessions the session cookie names, kept bounded: anyone can start one, so one that is idle
 * too long is gone (it stops counting at once and is removed at the next sweep), and the caps
 * above make the oldest give way. When a session was last used is kept in memory only (a call
 * that only reads writes nothing to disk); after a restart every session starts a fresh idle
 * window.
 */
export class SessionStore {
  private readonly lastSeen = new Map<string, number>();

  constructor(private readonly context: SandboxContext) {}

  /** A new session for `phone` ('' for a passkey sign-in, until it names its customer), from `client`, after sweeping idle ones and making room under the caps. */
  create(phone: string, client: string): SessionState {
    this.sweep();
    const pending = this.all().filter((s) => s.stage !== 'signed_in');
    this.evict(
      pending.filter((s) => s.client === client),
      PENDING_SESSIONS_PER_CLIENT - 1,
    );
    this.evict(pending, PENDING_SESSIONS_IN_ALL - 1);
    const session: SessionState = { id: randomToken(), phone, client, stage: 'otp_pending', otpFailures: 0, deviceKey: undefined };
    this.sessions()[session.id] = session;
    this.lastSeen.set(session.id, this.context.now());
    return session;
  }

  /** The session a cookie names, if it is there and not idle too long; using it keeps it alive. */
  find(id: string | undefined): SessionState | undefined {
    if (id === undefined || !Object.hasOwn(this.sessions(), id)) return undefined;
    const session = this.sessions()[id];
    if (session === undefined || this.idle(session)) return undefined;
    this.lastSeen.set(id, this.context.now());
    return session;
  }

  /** A session that has just signed in: the customer's least recently used ones make way beyond the cap. */
  signedIn(session: SessionState): void {
    this.evict(
      this.all().filter((s) => s.stage === 'signed_in' && s.phone === session.phone && s.id !== session.id),
      SESSIONS_PER_ACCOUNT - 1,
    );
  }

  /**
   * The same session under a new id (with `changes`), the old id gone: done at each privilege step
   * (the one-time code, the passcode, a passkey), so an id seen before the step (a fixated or
   * leaked cookie) never reaches what the step allows.
   */
  rotate(session: SessionState, changes: Partial<Omit<SessionState, 'id'>> = {}): SessionState {
    const rotated: SessionState = { ...session, ...changes, id: randomToken() };
    this.remove(session.id);
    this.sessions()[rotated.id] = rotated;
    this.lastSeen.set(rotated.id, this.context.now());
    return rotated;
  }

  /** Ends every signed-in session of a customer (a passcode lock). */
  endAll(phone: string): void {
    this.all()
      .filter((s) => s.stage === 'signed_in' && s.phone === phone)
      .forEach((s) => this.remove(s.id));
  }

  remove(id: string): void {
    delete this.sessions()[id];
    this.lastSeen.delete(id);
  }

  private idle(session: SessionState): boolean {
    const seen = this.lastSeen.get(session.id) ?? this.firstSight(session.id);
    const limit = session.stage === 'signed_in' ? SIGNED_IN_SESSION_IDLE_MS : PENDING_SESSION_IDLE_MS;
    return this.context.now() - seen > limit;
  }

  /** A session restored from disk: its idle window starts now. */
  private firstSight(id: string): number {
    const now = this.context.now();
    this.lastSeen.set(id, now);
    return now;
  }

  private sweep(): void {
    this.all()
      .filter((s) => this.idle(s))
      .forEach((s) => this.remove(s.id));
  }

  /** Removes the least recently used of `sessions` until `keep` are left. */
  private evict(sessions: readonly SessionState[], keep: number): void {
    if (sessions.length <= keep) return;
    [...sessions]
      .sort((a, b) => (this.lastSeen.get(a.id) ?? 0) - (this.lastSeen.get(b.id) ?? 0))
      .slice(0, sessions.length - keep)
      .forEach((s) => this.remove(s.id));
  }

  private all(): SessionState[] {
    return Object.values(this.sessions());
  }

  private sessions(): Record<string, SessionState> {
    return this.context.state.sessions;
  }
}
