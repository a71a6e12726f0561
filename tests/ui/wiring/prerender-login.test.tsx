// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { asyncScheduler } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices } from '../../../adapters/wiring/fake';
import { resolveDisplayLanguage } from '../../../domain/format/display-language';
import { App } from '../../../ui/app/App';
import { prefilledForm } from '../../../ui/base/prefilled';
import { PRERENDERED_TAGS, prerenderLogin } from '../../../ui/wiring/prerender-login';

const signedOut = () => createFakeServices({ scheduler: asyncScheduler, clock: () => 0, signedIn: false }).services;
const noHub = () => Promise.reject(new Error('no hub here'));
/** The browser app at /login, on a router of its own: the test leaves the shared window's address alone. */
const AtLogin = ({ children }: { readonly children: ReactNode }) => <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>;

describe('the sign-in card prerendered into index.html', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  it('is the sign-in form in English, signed out, with an empty phone field', () => {
    const host = document.createElement('div');
    host.innerHTML = prerenderLogin();
    expect(host.querySelector('h1')?.textContent).toBe('Log in');
    const phone = host.querySelector<HTMLInputElement>('input[name=phone]');
    expect(phone?.getAttribute('value')).toBe('');
    expect(host.querySelector('button[type=submit]')?.textContent).toBe('Continue');
  });

  it('is hydrated by the browser app at /login without a mismatch, keeping its nodes and what was typed', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = prerenderLogin();
    const heading = host.querySelector('h1');
    const phone = host.querySelector<HTMLInputElement>('input[name=phone]');
    if (phone === null) throw new Error('no phone field');
    phone.value = '+1 555 010 0001';
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(host, <App services={signedOut()} loadHub={noHub} Router={AtLogin} prefilled={prefilledForm({ phone: phone.value }, false)} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
      await Promise.resolve();
    });
    expect(mismatches.map((error) => (error instanceof Error ? error.message : JSON.stringify(error)))).toEqual([]);
    expect(host.querySelector('h1')).toBe(heading);
    expect(host.querySelector<HTMLInputElement>('input[name=phone]')?.value).toBe('+1 555 010 0001');
  });

  it('sends the form once hydrated when it was sent before the app ran, and only once', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = prerenderLogin();
    const services = signedOut();
    const prefilled = prefilledForm({ phone: '+1 555 010 0001' }, true);
    await act(async () => {
      root = hydrateRoot(host, <App services={services} loadHub={noHub} Router={AtLogin} prefilled={prefilled} />);
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(services.signIn.state.getSnapshot().step).toBe('otp'), { timeout: 5000 });
    expect(prefilled.takeSubmit()).toBe(false);
  });

  it('hands a send from before the app to its first taker only', () => {
    const sent = prefilledForm({}, true);
    expect([sent.takeSubmit(), sent.takeSubmit()]).toEqual([true, false]);
    expect(prefilledForm({}, false).takeSubmit()).toBe(false);
  });

  it('is kept only for browser languages whose texts are the English it is written in', () => {
    expect(PRERENDERED_TAGS.length).toBeGreaterThan(0);
    for (const tag of PRERENDERED_TAGS) expect(resolveDisplayLanguage({ browser: [tag] })).toBe('en');
    expect(PRERENDERED_TAGS).not.toContain('de');
  });
});
