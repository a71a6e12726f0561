import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { LoggingPort } from '../../application/ports/logging-port';
import { ErrorPanel } from './ErrorPanel';

interface Props {
  /** Which boundary caught the error, for the report. */
  readonly name: string;
  readonly logger: LoggingPort;
  /** The fallback; the 'something went wrong' panel (height 450) with Try again by default. */
  readonly fallback?: (retry: () => void) => ReactNode;
  /** When it changes (e.g. the route), a failed boundary renders its children again. */
  readonly resetKey?: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly resetKey: string | undefined;
}

/** Rendering errors show 'something went wrong' with Try again, and are reported (spec 000 §8, spec 001 §8). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.logger.log({ level: 'error', event: 'render_failed', error, context: { boundary: this.props.name, componentStack: info.componentStack ?? '' } });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const retry = () => this.setState({ failed: false });
    return this.props.fallback === undefined ? <ErrorPanel onRetry={retry} /> : this.props.fallback(retry);
  }
}
