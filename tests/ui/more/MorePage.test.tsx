// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER } from '../../../adapters/fake/fake-session-adapter';
import { renderHubAt } from '../render-hub';

const renderAs = (phoneCountry: string, path = '/hub/more', prime = false) =>
  renderHubAt(path, undefined, { session: { user: { ...DEFAULT_USER, phoneCountry, prime: { benefit: prime, invited: prime } } } });

describe('More (/hub/more) and the crypto guide', () => {
  afterEach(cleanup);

  it.each(['USA', 'CAN'])('a customer whose phone country is %s sees the fuller legal footer with the statement link', async (country) => {
    await renderAs(country);
    const legal = await screen.findByRole('region', { name: 'Legal' });
    expect(within(legal).getByTestId('full-legal').textContent).toContain('not covered by deposit insurance');
    expect(within(legal).getByRole('link', { name: 'Read the risk statement' }).getAttribute('href')).toBe('/hub/knowledge/guide#risk-statement');
  });

  it('a customer elsewhere sees the short legal text only', async () => {
    await renderAs('GBR');
    const legal = await screen.findByRole('region', { name: 'Legal' });
    expect(within(legal).queryByTestId('full-legal')).toBeNull();
    expect(within(legal).queryByRole('link')).toBeNull();
  });

  it('links to settings and the guide, and offers the app', async () => {
    await renderAs('USA');
    await screen.findByRole('heading', { level: 1, name: 'More' });
    expect(screen.getByRole('link', { name: 'Open settings' }).getAttribute('href')).toBe('/hub/settings');
    expect(within(screen.getByRole('region', { name: 'Get the app' })).getByRole('button')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Read the crypto guide' }));
    await screen.findByRole('heading', { level: 1, name: 'Crypto guide' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What a coin is',
      'How prices move',
      'Baskets',
      'Your cash account',
      'Keeping your account safe',
      'Risk statement',
    ]);
  });

  it('help offers a non-Prime customer the external assistant, linked with their uuid, user hash, token, source marker and language', async () => {
    const w = await renderAs('USA');
    const help = await screen.findByRole('region', { name: 'Help' });
    const link = await within(help).findByRole('link', { name: 'Ask our assistant (opens in a new tab)' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://assistant.example.test/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      uuid: DEFAULT_USER.uuid,
      user_hash: '0'.repeat(64),
      token: 'assistant-token',
      source: 'cdc_web',
      lang: 'en',
    });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(w.fakes.onboarding.calls.count('supportUserHash')).toBe(1);
  });

  it('a Prime customer gets no assistant link, and no assistant call is made', async () => {
    const w = await renderAs('USA', '/hub/more', true);
    const help = await screen.findByRole('region', { name: 'Help' });
    expect(within(help).queryByRole('link', { name: /assistant/ })).toBeNull();
    expect(w.fakes.onboarding.calls.count('assistantInfo')).toBe(0);
  });
});
