import type { Container } from 'inversify';
import { type Registry, type TokenName, TOKENS } from './tokens';

/** Typed lookup of a service in a container built here. */
export const resolve = <K extends TokenName>(container: Container, name: K): Registry[K] => container.get<Registry[K]>(TOKENS[name]);

/** A singleton made from other tokens' services, named explicitly (no decorator metadata). */
export function bindFactory<K extends TokenName, D extends TokenName[]>(
  container: Container,
  name: K,
  dependencies: [...D],
  factory: (...args: { [I in keyof D]: Registry[D[I]] }) => Registry[K],
): void {
  container
    .bind<Registry[K]>(TOKENS[name])
    .toResolvedValue(
      factory as (...args: unknown[]) => Registry[K],
      dependencies.map((d) => TOKENS[d]),
    )
    .inSingletonScope();
}

/** Binds each of `values` as a constant under its token (e.g. the shell's objects, built before any container). */
export function bindValues(container: Container, values: Partial<Registry>): void {
  for (const [name, value] of Object.entries(values)) container.bind(TOKENS[name as TokenName]).toConstantValue(value);
}

/** The members of AppServices that `M` leaves out; `never` when it lists them all. */
type Unlisted<M extends readonly TokenName[]> = Exclude<keyof Registry['services'], M[number]>;

/**
 * All the application services as one object, bound under `services` (what a driving adapter is
 * given). `members` must name every member of AppServices: a member left out is a compile error
 * naming it, not an undefined service at run time.
 */
export function bindServiceObject<const M extends readonly TokenName[]>(
  container: Container,
  members: M & ([Unlisted<M>] extends [never] ? unknown : { readonly unlisted: Unlisted<M> }),
): void {
  container
    .bind<Registry['services']>(TOKENS.services)
    .toResolvedValue(
      (...services: unknown[]) => Object.fromEntries(members.map((member, i) => [member, services[i]])) as unknown as Registry['services'],
      members.map((member) => TOKENS[member]),
    )
    .inSingletonScope();
}
