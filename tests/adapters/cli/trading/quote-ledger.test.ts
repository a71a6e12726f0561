import { describe, expect, it } from 'vitest';
import { QuoteLedger } from '../../../../adapters/cli/trading/quote-ledger';

const open = (id: string, submitting = false) => ({ kind: 'open', id, submitting }) as const;

describe('QuoteLedger: which quotes a session can still confirm', () => {
  it('the quote a confirmation shows is open; an id never shown is quotation_not_found', () => {
    const ledger = new QuoteLedger();
    ledger.shown('buy', open('q1'));
    expect(ledger.lookup('q1')).toEqual({ ok: true, kind: 'buy' });
    expect(ledger.lookup('q9')).toEqual({ ok: false, code: 'quotation_not_found' });
  });

  it('refreshing, replaced or closed: the quote shown before is quotation_expired', () => {
    const ledger = new QuoteLedger();
    ledger.shown('buy', open('q1'));
    ledger.shown('buy', { kind: 'refreshing' });
    ledger.shown('buy', open('q2'));
    ledger.shown('buy', { kind: 'closed' });
    expect(ledger.lookup('q1')).toEqual({ ok: false, code: 'quotation_expired' });
    expect(ledger.lookup('q2')).toEqual({ ok: false, code: 'quotation_expired' });
  });

  it('a confirmation sent makes its quote quotation_already_used, even after the dialog closes', () => {
    const ledger = new QuoteLedger();
    ledger.shown('sell', open('q1'));
    ledger.shown('sell', open('q1', true));
    ledger.shown('sell', { kind: 'closed' });
    expect(ledger.lookup('q1')).toEqual({ ok: false, code: 'quotation_already_used' });
  });

  it('kinds are separate dialogs: a sell quote does not expire a buy quote; forget() drops everything', () => {
    const ledger = new QuoteLedger();
    ledger.shown('buy', open('b1'));
    ledger.shown('sell', open('s1'));
    ledger.shown('sell', { kind: 'closed' });
    expect(ledger.lookup('b1')).toEqual({ ok: true, kind: 'buy' });
    ledger.forget();
    expect(ledger.lookup('b1')).toEqual({ ok: false, code: 'quotation_not_found' });
  });
});
