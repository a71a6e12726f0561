// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLoggingAdapter } from '../../../adapters/fake/memory-logging-adapter';
import { ErrorBoundary } from '../../../ui/shared/ErrorBoundary';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import { renderWithIntl } from '../render';

/** Throws while `failing.now` is true, as a component with a rendering bug would. */
const failing = { now: true };
function Flaky() {
  if (failing.now) throw new Error('render bug');
  return <p>recovered</p>;
}

const renderBoundary = (logger: MemoryLoggingAdapter, resetKey?: string) => (
  <ErrorBoundary name="test" logger={logger} {...(resetKey === undefined ? {} : { resetKey })}>
    <Flaky />
  </ErrorBoundary>
);

describe('ErrorBoundary', () => {
  beforeEach(() => {
    failing.now = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows 'something went wrong' with Try again and reports the error with the boundary's name", () => {
    const logger = new MemoryLoggingAdapter();
    renderWithIntl(renderBoundary(logger));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('alert').className).toBe('error-panel');
    expect(logger.entries()).toHaveLength(1);
    expect(logger.entries('error')[0]).toMatchObject({ event: 'render_failed', context: { boundary: 'test' } });
  });

  it('Try again renders the children again: once fixed they show, still broken it fails and reports again', () => {
    const logger = new MemoryLoggingAdapter();
    renderWithIntl(renderBoundary(logger));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toBeDefined();
    expect(logger.entries('error')).toHaveLength(2);
    failing.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('recovered')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a new reset key renders the children again; the same key keeps the fallback', () => {
    const logger = new MemoryLoggingAdapter();
    const { rerender } = render(renderBoundary(logger, '/a'), { wrapper: I18nProvider });
    failing.now = false;
    rerender(renderBoundary(logger, '/a'));
    expect(screen.getByRole('alert')).toBeDefined();
    rerender(renderBoundary(logger, '/b'));
    expect(screen.getByText('recovered')).toBeDefined();
  });

  it('uses a given fallback instead of the panel', () => {
    renderWithIntl(
      <ErrorBoundary name="test" logger={new MemoryLoggingAdapter()} fallback={() => <p>custom fallback</p>}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('custom fallback')).toBeDefined();
  });
});
