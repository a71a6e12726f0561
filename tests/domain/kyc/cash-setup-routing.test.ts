import { describe, expect, it } from 'vitest';
import { cashSetupPollingConfig } from '../../../domain/kyc/cash-setup-polling';
import { routeByHeader, routeFailure, routePollResponse, routeSubmitResponse } from '../../../domain/kyc/cash-setup-routing';
import type { FormSection } from '../../../domain/kyc/form-section';

const next: FormSection = { section_id: 'address', fields: [] };

describe('routing by restriction header', () => {
  it('additional info required: ADDITIONAL_INFORMATION_REQUIRED (then FORM)', () => {
    expect(routeByHeader('additional_info_required', undefined)).toEqual({ to: 'ADDITIONAL_INFORMATION_REQUIRED' });
  });
  it('pending: PENDING_AFTER_SUBMISSION', () => expect(routeByHeader('pending', undefined)).toEqual({ to: 'PENDING_AFTER_SUBMISSION' }));
  it('resubmit: RETRY (then FORM)', () => expect(routeByHeader('resubmit', undefined)).toEqual({ to: 'RETRY' }));
  it('failed: VERIFICATION_UNSUCCESSFUL', () => expect(routeByHeader('failed', undefined)).toEqual({ to: 'VERIFICATION_UNSUCCESSFUL' }));
  it('restricted (open, some features restricted): SUCCESS', () => expect(routeByHeader('restricted', 'direct_launch')).toEqual({ to: 'SUCCESS' }));
  it('otherwise: CONTINUE_ON_THE_APP', () => {
    expect(routeByHeader('something_new', undefined)).toEqual({ to: 'CONTINUE_ON_THE_APP' });
    expect(routeByHeader(undefined, undefined)).toEqual({ to: 'CONTINUE_ON_THE_APP' });
  });
  it('a direct-launch display type opens the FORM directly', () => {
    expect(routeByHeader('additional_info_required', 'direct_launch')).toEqual({ to: 'FORM' });
    expect(routeByHeader('resubmit', 'direct_launch')).toEqual({ to: 'FORM' });
    expect(routeByHeader('pending', 'direct_launch')).toEqual({ to: 'PENDING_AFTER_SUBMISSION' });
  });
});

describe('routing a form submit', () => {
  it('a next section with status pending leads to another FORM step', () => {
    expect(routeSubmitResponse({ nextSection: { status: 'pending', section: next } })).toEqual({ to: 'FORM_SECTION', section: next });
  });
  it('fullscreen_success leads to VERIFYING_DETAILS and a re-check', () => {
    expect(routeSubmitResponse({ result: { type: 'fullscreen_success' } })).toEqual({ to: 'RECHECK' });
  });
  it('a polling result polls with max_attempts and interval_millis', () => {
    expect(routeSubmitResponse({ result: { type: 'polling', max_attempts: 5, interval_millis: 2000 } })).toEqual({
      to: 'POLLING',
      maxAttempts: 5,
      intervalMillis: 2000,
    });
  });
  it('fullscreen pending or retry leads to PENDING_AFTER_STARTING', () => {
    expect(routeSubmitResponse({ result: { type: 'fullscreen_pending' } })).toEqual({ to: 'PENDING_AFTER_STARTING' });
    expect(routeSubmitResponse({ result: { type: 'fullscreen_retry' } })).toEqual({ to: 'PENDING_AFTER_STARTING' });
  });
  it('no next section and no result means done', () => expect(routeSubmitResponse({})).toEqual({ to: 'DONE' }));
  it('otherwise CONTINUE_ON_THE_APP', () => {
    expect(routeSubmitResponse({ result: { type: 'fullscreen_unknown' } })).toEqual({ to: 'CONTINUE_ON_THE_APP' });
    expect(routeSubmitResponse({ nextSection: { status: 'completed', section: next } })).toEqual({ to: 'CONTINUE_ON_THE_APP' });
  });
});

describe('routing a poll result', () => {
  it('a next section opens FORM', () => {
    expect(routePollResponse({ nextSection: { status: 'whatever', section: next } })).toEqual({ to: 'FORM_SECTION', section: next });
  });
  it('pending leads to PENDING_AFTER_STARTING', () => {
    expect(routePollResponse({ result: { type: 'pending' } })).toEqual({ to: 'PENDING_AFTER_STARTING' });
    expect(routePollResponse({ result: { type: 'fullscreen_pending' } })).toEqual({ to: 'PENDING_AFTER_STARTING' });
  });
  it('success or an empty result re-checks', () => {
    expect(routePollResponse({ result: { type: 'success' } })).toEqual({ to: 'RECHECK' });
    expect(routePollResponse({ result: { type: 'fullscreen_success' } })).toEqual({ to: 'RECHECK' });
    expect(routePollResponse({})).toEqual({ to: 'RECHECK' });
  });
  it('fullscreen_retry with a trigger retries, else VERIFICATION_UNSUCCESSFUL', () => {
    expect(routePollResponse({ result: { type: 'fullscreen_retry', trigger: 'poa' } })).toEqual({ to: 'RETRY', triggeredBy: 'poa' });
    expect(routePollResponse({ result: { type: 'fullscreen_retry' } })).toEqual({ to: 'VERIFICATION_UNSUCCESSFUL' });
  });
  it('anything else leads to CONTINUE_ON_THE_APP', () => expect(routePollResponse({ result: { type: 'nope' } })).toEqual({ to: 'CONTINUE_ON_THE_APP' }));

  it('polling stops on anything but a still-running result, after max_attempts, every interval_millis', () => {
    const config = cashSetupPollingConfig({ maxAttempts: 4, intervalMillis: 1500 });
    expect([config.maxAttempts, config.intervalMs]).toEqual([4, 1500]);
    expect(config.isDone({ result: { type: 'polling' } })).toBe(false);
    expect(config.isDone({ result: { type: 'success' } })).toBe(true);
    expect(config.isDone({})).toBe(true);
    expect(config.isDone({ nextSection: { status: 'pending', section: next }, result: { type: 'polling' } })).toBe(true);
  });

  it('missing or invalid polling numbers fall back to the defaults', () => {
    const config = cashSetupPollingConfig({ maxAttempts: 0, intervalMillis: undefined });
    expect([config.maxAttempts, config.intervalMs]).toEqual([20, 1000]);
  });
});

describe('routing setup errors', () => {
  it('manual_restricted_feature routes by header', () => {
    expect(routeFailure({ code: 'manual_restricted_feature', header: 'pending' })).toEqual({ to: 'PENDING_AFTER_SUBMISSION' });
    expect(routeFailure({ code: 'manual_restricted_feature', header: 'additional_info_required', displayType: 'direct_launch' })).toEqual({ to: 'FORM' });
  });
  it('residential_address_invalid_error and ssn_unmatch_error show the server message', () => {
    for (const code of ['residential_address_invalid_error', 'ssn_unmatch_error']) {
      expect(routeFailure({ code, message: 'Check your SSN' })).toEqual({
        to: 'FORM_MESSAGE',
        message: { code: 'kyc_server_message', message: 'Check your SSN' },
      });
    }
  });
  it("invalid_parameter shows 'missing information' back on the form", () => {
    expect(routeFailure({ code: 'invalid_parameter' })).toEqual({ to: 'FORM_MESSAGE', message: { code: 'invalid_parameter' } });
  });
  it('invalid_address_error shows the invalid-address message back on the form', () => {
    expect(routeFailure({ code: 'invalid_address_error' })).toEqual({ to: 'FORM_MESSAGE', message: { code: 'invalid_address_error' } });
  });
  it('user_address_already_exist is VERIFICATION_UNSUCCESSFUL', () => {
    expect(routeFailure({ code: 'user_address_already_exist' })).toEqual({ to: 'VERIFICATION_UNSUCCESSFUL' });
  });
  it('kyc_open_banking_failed shows the bank-connection error back on the form', () => {
    expect(routeFailure({ code: 'kyc_open_banking_failed' })).toEqual({ to: 'FORM_MESSAGE', message: { code: 'kyc_open_banking_failed' } });
  });
  it('other codes continue on the app', () => expect(routeFailure({ code: 'server_error' })).toEqual({ to: 'CONTINUE_ON_THE_APP' }));
});
