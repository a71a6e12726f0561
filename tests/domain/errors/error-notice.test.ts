import { describe, expect, it } from 'vitest';
import { toNotice } from '../../../domain/errors/error-notice';
import { entry } from '../../../domain/errors/error-presentation';
import { MessageKey } from '../../../domain/errors/message-keys';

const l10n = { titleKey: 'srv_t', messageKey: 'srv_m', payloads: {} };

describe('catalogue row to notice', () => {
  it("'key' rows show the key whatever the server says", () => {
    const row = entry('toast', MessageKey.tryLater);
    expect(toNotice('c', row, { serverMessage: 'ignored', l10n }).message).toEqual({ kind: 'key', key: MessageKey.tryLater });
  });

  it("'server_or_key' rows show the server message, else the key", () => {
    const row = entry('dialog', MessageKey.tryLater, { messageFrom: 'server_or_key' });
    expect(toNotice('c', row, { serverMessage: 'srv' }).message).toEqual({ kind: 'text', text: 'srv' });
    expect(toNotice('c', row, { serverMessage: '' }).message).toEqual({ kind: 'key', key: MessageKey.tryLater });
  });

  it("'server_or_code' rows show the server message, else the code", () => {
    const row = entry('dialog', undefined, { messageFrom: 'server_or_code' });
    expect(toNotice('the_code', row).message).toEqual({ kind: 'text', text: 'the_code' });
  });

  it("'l10n_or_key' rows show the l10n title and message, else the keys", () => {
    const row = entry('dialog', MessageKey.somethingWentWrong, { titleKey: MessageKey.defaultTitle, messageFrom: 'l10n_or_key' });
    expect(toNotice('c', row, { l10n })).toMatchObject({ title: { kind: 'l10n', key: 'srv_t' }, message: { kind: 'l10n', key: 'srv_m' } });
    expect(toNotice('c', row)).toMatchObject({
      title: { kind: 'key', key: MessageKey.defaultTitle },
      message: { kind: 'key', key: MessageKey.somethingWentWrong },
    });
  });

  it('an l10n error without a title keeps the row title', () => {
    const row = entry('dialog', MessageKey.somethingWentWrong, { titleKey: MessageKey.defaultTitle, messageFrom: 'l10n_or_key' });
    expect(toNotice('c', row, { l10n: { ...l10n, titleKey: undefined } }).title).toEqual({ kind: 'key', key: MessageKey.defaultTitle });
  });
});
