// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletSetupStep } from '../../../application/trade/sell-wallet-setup';
import { currencyCode } from '../../../domain/money/currency';
import { ServicesContext } from '../../../ui/base/services-context';
import { I18nProvider } from '../../../ui/i18n/I18nProvider';
import { HubTexts } from '../../../ui/hub/HubTexts';
import { WalletSetupDialog } from '../../../ui/trade/sell/WalletSetupDialog';
import { createSellFixture } from '../../support/sell-fixture';

afterEach(cleanup);

const EUR = currencyCode('EUR');

function renderStep(setup: WalletSetupStep) {
  const f = createSellFixture();
  const create = vi.spyOn(f.sell, 'createWallet').mockResolvedValue();
  const close = vi.spyOn(f.sell, 'closeWalletSetup');
  render(
    <ServicesContext.Provider value={f.services}>
      <I18nProvider>
        <HubTexts>
          <WalletSetupDialog setup={setup} />
        </HubTexts>
      </I18nProvider>
    </ServicesContext.Provider>,
  );
  return { create, close, services: f.services };
}

describe('WalletSetupDialog (spec 000 §2, §4)', () => {
  it('explains the cash account and offers to open it, or not now', async () => {
    const { create, close } = renderStep({ step: 'intro', currency: EUR });
    const dialog = screen.getByRole('dialog', { name: 'Open a EUR cash account' });
    expect(dialog.textContent).toContain('you need a EUR cash account');
    await userEvent.click(screen.getByRole('button', { name: 'Open cash account' }));
    expect(create).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(close).toHaveBeenCalled();
  });

  it('while the account is being opened nothing can be pressed and the progress is announced', () => {
    renderStep({ step: 'creating', currency: EUR });
    expect(screen.getByRole('button', { name: 'Opening your account…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Opening your account…');
  });

  it('an account that needs the identity forms hands over to the cash account setup modal', async () => {
    const { close, services } = renderStep({ step: 'verification', currency: EUR });
    expect(screen.getByRole('dialog', { name: 'Verify your identity' }).textContent).toContain('Set it up now, then come back to sell');
    expect(screen.queryByRole('button', { name: 'Open cash account' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Set up cash account' }));
    expect(close).toHaveBeenCalled();
    expect(services.cashAccountSetupLauncher.request.getSnapshot()).toEqual({ currency: EUR });
  });

  it('a failed call can be tried again', async () => {
    const { create } = renderStep({ step: 'failed', currency: EUR });
    expect(screen.getByRole('dialog', { name: 'We could not open your account' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(create).toHaveBeenCalledOnce();
  });
});
