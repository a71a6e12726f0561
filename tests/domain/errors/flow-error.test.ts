import { describe, expect, it } from 'vitest';
import {
  resolveBankAccountDeleteError,
  resolveCashAccountError,
  resolveClaimError,
  resolveDepositError,
  resolveFavouriteError,
  resolveLoginError,
  resolveOpenBankingError,
  resolvePayPalConfirmError,
  resolvePullDepositCreateError,
} from '../../../domain/errors/flow-error';
import { MessageKey } from '../../../domain/errors/message-keys';

const l10n = { titleKey: 'srv_title', messageKey: 'srv_message', payloads: { n: '2' } };

describe('deposit errors (spec 001 §8, Deposit)', () => {
  it('account_link_fail_error opens the relink modal', () => {
    expect(resolveDepositError('account_link_fail_error')).toMatchObject({ action: 'modal', extras: ['relink_modal'] });
  });

  it('insufficient_balance_error shows a title and message screen', () => {
    expect(resolveDepositError('insufficient_balance_error')).toMatchObject({
      action: 'screen',
      title: { kind: 'key', key: MessageKey.depositInsufficientBalanceTitle },
      message: { kind: 'key', key: MessageKey.depositInsufficientBalanceMessage },
    });
  });

  it('deposit_not_allow_with_outstanding_balance_error is shown and the flow closes', () => {
    expect(resolveDepositError('deposit_not_allow_with_outstanding_balance_error', { serverMessage: 'Settle first' })).toMatchObject({
      message: { kind: 'text', text: 'Settle first' },
      extras: ['closes_flow'],
    });
  });

  it('restricted_feature opens the extra-verification flow', () => {
    expect(resolveDepositError('restricted_feature').extras).toEqual(['verification_flow']);
  });

  it('cooldown_period_has_not_passed sets the countdown from meta', () => {
    expect(resolveDepositError('cooldown_period_has_not_passed').extras).toEqual(['countdown_from_meta']);
  });

  it("reached_maximum_attempts is a toast 'reached maximum attempts'", () => {
    expect(resolveDepositError('reached_maximum_attempts')).toMatchObject({
      action: 'toast',
      message: { kind: 'key', key: MessageKey.reachedMaximumAttempts },
    });
  });

  it("any other code is a 'something went wrong sending email' toast", () => {
    expect(resolveDepositError('mail_server_down')).toMatchObject({
      code: 'mail_server_down',
      action: 'toast',
      message: { kind: 'key', key: MessageKey.emailSendFailed },
    });
  });

  it('delete bank account: pending deposit or withdrawal show the server localized title and message', () => {
    for (const code of ['pending_deposit_not_settled_error', 'pending_withdrawal_not_settled_error']) {
      expect(resolveBankAccountDeleteError(code, { l10n })).toMatchObject({
        code,
        title: { kind: 'l10n', key: 'srv_title', payloads: { n: '2' } },
        message: { kind: 'l10n', key: 'srv_message', payloads: { n: '2' } },
      });
    }
  });

  it('delete bank account: other codes show a generic something went wrong', () => {
    expect(resolveBankAccountDeleteError('boom', { l10n }).message).toEqual({ kind: 'key', key: MessageKey.somethingWentWrong });
  });

  it('pull create failure: a toast with the l10n title and message, defaulting to a generic message', () => {
    expect(resolvePullDepositCreateError({ l10n })).toMatchObject({ action: 'toast', message: { kind: 'l10n', key: 'srv_message' } });
    expect(resolvePullDepositCreateError().message).toEqual({ kind: 'key', key: MessageKey.somethingWentWrong });
  });

  it("open-banking errors: 'error_default_title' with a flow-error message", () => {
    expect(resolveOpenBankingError()).toMatchObject({
      title: { kind: 'key', key: 'error_default_title' },
      message: { kind: 'key', key: MessageKey.openBankingFlowError },
    });
  });

  it('PayPal confirm: too_many_fail_attempts_error is shown and the modal closes', () => {
    expect(resolvePayPalConfirmError('too_many_fail_attempts_error').extras).toEqual(['closes_flow']);
    expect(resolvePayPalConfirmError('other').extras).toEqual([]);
  });
});

describe('cash account setup errors (spec 001 §8)', () => {
  it('manual_restricted_feature routes by header', () => {
    expect(resolveCashAccountError('manual_restricted_feature').extras).toEqual(['route_by_header']);
  });

  it('residential_address_invalid_error and ssn_unmatch_error show the server message', () => {
    for (const code of ['residential_address_invalid_error', 'ssn_unmatch_error']) {
      expect(resolveCashAccountError(code, { serverMessage: 'From server' }).message).toEqual({ kind: 'text', text: 'From server' });
    }
  });

  it("invalid_parameter shows 'missing information' and returns to the form", () => {
    expect(resolveCashAccountError('invalid_parameter')).toMatchObject({
      message: { kind: 'key', key: MessageKey.missingInformation },
      extras: ['back_to_form'],
    });
  });

  it('invalid_address_error shows an invalid-address message and returns to the form', () => {
    expect(resolveCashAccountError('invalid_address_error')).toMatchObject({
      message: { kind: 'key', key: MessageKey.invalidAddress },
      extras: ['back_to_form'],
    });
  });

  it('user_address_already_exist shows verification unsuccessful', () => {
    expect(resolveCashAccountError('user_address_already_exist').message).toEqual({ kind: 'key', key: MessageKey.verificationUnsuccessful });
  });

  it('other codes: continue on the app', () => {
    expect(resolveCashAccountError('anything_else')).toMatchObject({ action: 'screen', message: { kind: 'key', key: MessageKey.continueOnApp } });
  });
});

describe('login errors (spec 001 §8)', () => {
  it("invalid_dsa: an error dialog 'invalid signature' (key web_login_invalid_dsa)", () => {
    expect(resolveLoginError('invalid_dsa')).toMatchObject({ action: 'dialog', message: { kind: 'key', key: 'web_login_invalid_dsa' } });
  });

  it('invalid_token and token_expired restart the login', () => {
    for (const code of ['invalid_token', 'token_expired']) expect(resolveLoginError(code)).toMatchObject({ action: 'redirect', extras: ['restart_login'] });
  });

  it('account_locked shows the lock details', () => {
    expect(resolveLoginError('account_locked').extras).toEqual(['attempts_and_lock']);
  });

  it('risk_rejected_login and auth_restricted are dialogs with their own messages', () => {
    expect(resolveLoginError('risk_rejected_login')).toMatchObject({ action: 'dialog', message: { kind: 'key', key: MessageKey.riskRejectedLogin } });
    expect(resolveLoginError('auth_restricted')).toMatchObject({ action: 'dialog', message: { kind: 'key', key: MessageKey.authRestricted } });
  });

  it('an unknown login code shows the generic something went wrong', () => {
    expect(resolveLoginError('weird').message).toEqual({ kind: 'key', key: MessageKey.somethingWentWrong });
  });
});

describe('welcome bonus and favourites (spec 000 §8, 001 §8)', () => {
  it('a failed claim shows a message with a try again button, in the widget', () => {
    for (const code of ['mission_not_completed', 'mission_already_claimed', 'anything']) {
      expect(resolveClaimError(code)).toMatchObject({
        code,
        action: 'inline',
        message: { kind: 'key', key: MessageKey.claimFailed },
        extras: ['try_again_button'],
      });
    }
  });

  it("a failed favourite add or remove is a 'try later' notice", () => {
    expect(resolveFavouriteError()).toMatchObject({ action: 'toast', message: { kind: 'key', key: MessageKey.tryLater } });
  });
});
