import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly fallback: (retry: () => void) => ReactNode;
  readonly onError?: (error: unknown, info: ErrorInfo) => void;
  readonly children: ReactNode;
}

/** Rendering errors show 'something went wrong' with Try again, and are reported (spec 000 §8). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
