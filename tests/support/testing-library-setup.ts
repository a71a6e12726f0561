// Component tests (happy-dom) wait for chunks loaded on demand: a language's texts, a dialog. On a
// loaded CI machine the first such import can take longer than testing-library's default 1 s; a
// wait still ends as soon as what it waits for is there.
// Files share one document per worker (isolate: false): after each test the rendered trees are
// unmounted and anything a test put in the body by hand goes, so no element reaches the next file.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });
}
export {};
