// Which tests failed and the start of each error, read from the runners' JSON reports: `npm test`
// prints them beside its summary, so the tail of a CI log says what failed and why.

/** The first lines of an error, without colour codes: enough to tell which expectation failed. */
const excerpt = (message) =>
  String(message ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 8)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join('\n');
export const vitestFailures = (r) =>
  r.testResults.flatMap((file) => [
    ...(file.status === 'failed' && file.assertionResults.length === 0 ? [`${file.name}\n${excerpt(file.message)}`] : []),
    ...file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${file.name} › ${t.fullName}\n${excerpt(t.failureMessages?.[0])}`),
  ]);
export const playwrightFailures = (r) => {
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  return r.suites.flatMap(specs).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === 'unexpected')
      .map((t) => {
        // A timeout's first error says only "Test timeout exceeded"; the next ones say which step was waiting.
        const errors = (t.results.at(-1)?.errors ?? []).slice(0, 3).map((error) => {
          const at = error.location ? `  at ${error.location.file.split('/').slice(-2).join('/')}:${String(error.location.line)}\n` : '';
          return `${at}${excerpt(error.message)}`;
        });
        return `[${t.projectName}] ${spec.file}:${String(spec.line)} › ${spec.title.slice(0, 160)}\n${errors.join('\n')}`;
      }),
  );
};
