// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHubAt } from '../render-hub';

/** A customer who landed from a campaign: the app keeps it at start (App calls captureLanding). */
function attributed(w: Awaited<ReturnType<typeof renderHubAt>>) {
  w.fakes.storage.set('attribution', JSON.stringify({ utm_source: 'news' }));
  w.services.appDownload.captureLanding();
}

function setPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

async function openFromComingSoon() {
  const w = await renderHubAt('/hub/staking', attributed);
  await userEvent.click(screen.getByRole('button', { name: 'Get the app' }));
  return { w, dialog: await screen.findByRole('dialog', { name: 'Get the Crypto app' }) };
}

describe('app download modal (spec 000 §2, §9; 001 §2, §9)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('on a desktop: the install link as a 164 px QR code, error correction M, with a 32x32 logo excavated in the middle', async () => {
    setPhone(false);
    const { w, dialog } = await openFromComingSoon();
    const qr = within(dialog).getByRole('img', { name: 'QR code to download the Crypto app' });
    expect([qr.getAttribute('width'), qr.getAttribute('height')]).toEqual(['164', '164']);
    const modules = Number(qr.getAttribute('viewBox')?.split(' ')[2]);
    const logo = qr.querySelector('image');
    expect(Number(logo?.getAttribute('width')) * (164 / modules)).toBeCloseTo(32);
    expect(logo?.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expect(qr.querySelectorAll('path')).toHaveLength(2);
    expect(within(dialog).getByText('Scan to open')).toBeDefined();
    const link = within(dialog).getByRole('link', { name: 'Or open the download page (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(w.services.appDownload.state.getSnapshot().installLink);
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('pid')).toBe('news');
    expect(within(dialog).queryByRole('link', { name: /^Download the app/ })).toBeNull();
  });

  it('on a phone: a download button opening the install link in a new tab, and no QR code', async () => {
    setPhone(true);
    const { dialog } = await openFromComingSoon();
    const button = within(dialog).getByRole('link', { name: 'Download the app (opens in a new tab)' });
    expect(button.getAttribute('target')).toBe('_blank');
    expect(button.getAttribute('rel')).toBe('noopener noreferrer');
    expect(new URL(button.getAttribute('href') ?? '').searchParams.get('af_web_origin')).toBe('true');
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    setPhone(false);
    const { w } = await openFromComingSoon();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(w.services.appDownload.state.getSnapshot().open).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Get the app' })));
  });
});
