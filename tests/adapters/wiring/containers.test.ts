// @vitest-environment happy-dom
import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { HUB_AREAS } from '../../../adapters/wiring/areas';
import { shellArea } from '../../../adapters/wiring/areas/shell';
import { createBrowserRoot } from '../../../adapters/wiring/browser';
import { resolve } from '../../../adapters/wiring/container';
import type { EnvironmentValues, HubEnvironmentValues } from '../../../adapters/wiring/environment';
import { createFakeContainer } from '../../../adapters/wiring/fake';
import { SHELL_AREAS } from '../../../adapters/wiring/http-shell';
import { createNodeContainer } from '../../../adapters/wiring/node';
import { declaredNames, type Name } from '../../../adapters/wiring/registry';

const ENVIRONMENT = [
  'scheduler',
  'ids',
  'location',
  'logger',
  'analytics',
  'storage',
  'serverErrorNotices',
  'visibility',
  'webAuthn',
  'paymentSurfaces',
] as const satisfies readonly (keyof EnvironmentValues | keyof HubEnvironmentValues)[];
const DRIVERS = ['services', 'shellServices'] as const satisfies readonly Name[];
const HTTP_NAMES: readonly Name[] = [...declaredNames([...SHELL_AREAS, ...HUB_AREAS]), 'httpEnvironment', ...ENVIRONMENT, ...DRIVERS];

describe('composition roots resolve every name every area declares (no decorator metadata needed)', () => {
  it.each([
    [
      'browser, once the hub and the code of the services it loads later have loaded',
      async () => {
        const container = await createBrowserRoot({ apiBaseUrl: '' }).hubContainer();
        const { serviceCode } = resolve(container, 'services');
        await Promise.all(['deposit', 'kyc', 'trade'].map((area) => serviceCode.load(area)));
        return container;
      },
    ],
    ['node', () => Promise.resolve(createNodeContainer({ apiBaseUrl: 'http://127.0.0.1:1', scheduler: asyncScheduler }))],
  ])('%s', async (_, create) => {
    const container = await create();
    for (const name of HTTP_NAMES) expect(resolve(container, name), name).toBeDefined();
    expect(resolve(container, 'buy')).toBe(resolve(container, 'services').buy);
  });

  it('fake: every port, service and internal object of the shell and hub areas, over the fakes', () => {
    const { container } = createFakeContainer({ scheduler: asyncScheduler, clock: () => 0 });
    for (const name of [...declaredNames([shellArea, ...HUB_AREAS]), ...ENVIRONMENT, ...DRIVERS]) expect(resolve(container, name), name).toBeDefined();
  });

  it('no name is declared by two areas', () => {
    const names = declaredNames([...SHELL_AREAS, ...HUB_AREAS]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('the browser composition root', () => {
  it('builds the signed-out shell at once; the hub, once, binds the same shell objects', async () => {
    const root = createBrowserRoot({ apiBaseUrl: '' });
    const services = await root.loadHub();
    expect(services.signIn).toBe(root.shell.signIn);
    expect(resolve(await root.hubContainer(), 'language')).toBe(root.shell.language);
    expect(resolve(await root.hubContainer(), 'shellServices')).toBe(root.shell);
    expect(root.loadHub()).toBe(root.loadHub());
    expect(await root.hubContainer()).toBe(await root.hubContainer());
  });

  it("loads the deposit and setup modals' services on first use, then gives each through the one services object", async () => {
    const root = createBrowserRoot({ apiBaseUrl: '' });
    const container = await root.hubContainer();
    const services = await root.loadHub();
    expect(services.serviceCode.ready('deposit')).toBe(false);
    expect(services.serviceCode.ready('kyc')).toBe(false);
    expect(services.serviceCode.ready('trade')).toBe(false);
    expect(services.serviceCode.ready('market')).toBe(true);
    expect(container.isBound('cardTopUp')).toBe(false);
    expect(() => services.cardTopUp).toThrow(/cardTopUp/);
    expect(services.depositLauncher).toBe(resolve(container, 'depositLauncher'));
    expect(services.kycBanner).toBe(resolve(container, 'kycBanner'));

    const loading = services.serviceCode.load('deposit');
    expect(services.serviceCode.load('deposit')).toBe(loading);
    await loading;
    expect(services.serviceCode.ready('deposit')).toBe(true);
    expect(services.cardTopUp).toBe(resolve(container, 'cardTopUp'));
    expect(services.cardTopUp).toBe(services.cardTopUp);
    expect(services.serviceCode.ready('kyc')).toBe(false);
    expect(container.isBound('buyOrders')).toBe(false);
    await services.serviceCode.load('trade');
    expect(services.buy).toBe(resolve(container, 'buy'));
    expect(resolve(container, 'buyOrders')).toBeDefined();
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['cardTopUp', 'cashAccountSetup', 'addressSearch']));
  });
});

describe('the fake composition root', () => {
  it('binds every application service over the fakes, as the browser root does', () => {
    const { container, fakes } = createFakeContainer({ scheduler: asyncScheduler, clock: () => 0 });
    const services = resolve(container, 'services');
    for (const [name, service] of Object.entries(services)) expect(service, name).toBeDefined();
    expect(resolve(container, 'trading')).toBe(fakes.trading);
    expect(services.buy).toBe(resolve(container, 'buy'));
    expect(resolve(container, 'shellServices').signIn).toBe(services.signIn);
  });
});
