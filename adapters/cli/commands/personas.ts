import type { Command } from '../command';
import { table } from '../output/table';

/** `personas`: the sandbox personas and what each demonstrates. */
export const personasCommand: Command = {
  path: ['personas'],
  summary: 'the sandbox personas (for --persona) and what each demonstrates',
  options: {},
  signedIn: false,
  run: ({ session }) => {
    const personas = session.personas.list.map((p) => ({
      key: p.key,
      name: p.name,
      phone: p.phone,
      country: p.countryCode,
      native_currency: p.nativeCurrency,
      demonstrates: p.demonstrates,
    }));
    return Promise.resolve({
      json: { personas },
      human: table(
        ['persona', 'name', 'phone', 'demonstrates'],
        personas.map((p) => [p.key, p.name, p.phone, p.demonstrates]),
      ),
    });
  },
};
