// Component tests (happy-dom) wait for chunks loaded on demand: a language's texts, a dialog. On a
// loaded CI machine the first such import can take longer than testing-library's default 1 s; a
// wait still ends as soon as what it waits for is there.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
