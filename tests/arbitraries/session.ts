import fc from 'fast-check';

/** Pieces an attacker (or a sloppy link) puts into a return-to value. */
const TRICKY_PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%',
  '%2e',
  '%2f',
  '%5c',
  '@',
  ':',
  '?',
  '#',
  '&',
  '=',
  ' ',
  '\t',
  '\n',
  '\u0000',
  'hub',
  'home',
  'evil.com',
  'https:',
  'javascript:',
  'http://',
  'a',
  'Z',
  '9',
  '-',
  '_',
  '~',
  '+',
  ',',
  'é',
  '\u2215',
];

/** A candidate return-to: often starting with /hub/, made of tricky pieces. */
export const returnToCandidate: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('/hub/', '/hub', '', '//', '/', '/hub/../', '\\hub\\', 'https://app.example/hub/'),
    fc.array(fc.constantFrom(...TRICKY_PIECES), { maxLength: 12 }),
  )
  .map(([prefix, pieces]) => prefix + pieces.join(''));

/** A well-formed hub path with an optional query, e.g. /hub/price/btc?tab=1. */
export const hubPathWithQuery: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{1,5}(&[a-z]{1,5}=[a-z0-9]{1,5})?$/), { nil: undefined }),
  )
  .map(([segments, query]) => `/hub/${segments.join('/')}${query === undefined ? '' : `?${query}`}`);

/** A well-formed hub path with one tricky piece inserted somewhere (a near miss, or still fine). */
export const mutatedHubPath: fc.Arbitrary<string> = fc.tuple(hubPathWithQuery, fc.nat(), fc.constantFrom(...TRICKY_PIECES)).map(([path, at, piece]) => {
  const position = 5 + (at % (path.length - 4));
  return `${path.slice(0, position)}${piece}${path.slice(position)}`;
});

/** A location (path and search) anywhere in the app, with queries that need encoding. */
export const appLocation = fc.record({
  pathname: fc.oneof(
    hubPathWithQuery.map((p) => p.split('?')[0] ?? '/hub'),
    fc.constantFrom('/hub', '/login', '/signup', '/signup/passcode', '/locked', '/hub/predict', '/hub/predict/sports', '/explore/predict'),
  ),
  search: fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 12 }).map((s) => `?${s}`),
    fc.constantFrom('?a=1&b=%20', '?redirect=/x', '?t=1&return=2'),
  ),
});
