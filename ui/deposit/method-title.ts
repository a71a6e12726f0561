import type { TranslatedLabel } from '../../application/ports/deposits-port';
import { useT } from '../base/i18n/use-t';
import type { MessageKey } from '../base/i18n/message-ids';
import { depositMessagesEn } from './messages.en';

const has = (id: string): id is MessageKey => Object.hasOwn(depositMessagesEn, id);

/** A method's title from its title key (domain depositMethodTitle); an id without a text shows as the id. */
export function useMethodTitle(): (titleKey: string) => string {
  const { t } = useT();
  return (titleKey) => {
    const id = `deposit.method.${titleKey}`;
    return has(id) ? t(id) : titleKey;
  };
}

/**
 * A server translation key of the manual bank info (deposit_<method>_bullet_fee,
 * deposit_bank_detail_<key>, deposit_vendor_<id>) as a text: the method's part is dropped and the
 * rest looked up in `deposit.server.*` / `deposit.detail.*`; a key without a text shows in words.
 */
export function useServerText(): (key: string, method?: string) => string {
  const { t } = useT();
  return (key, method) => {
    const detail = /^deposit_bank_detail_(.+)$/.exec(key)?.[1];
    if (detail !== undefined && has(`deposit.detail.${detail}`)) return t(`deposit.detail.${detail}` as MessageKey);
    const vendor = /^deposit_vendor_(.+)$/.exec(key)?.[1];
    if (vendor !== undefined) return words(vendor);
    const prefix = method === undefined ? 'deposit_' : `deposit_${method}_`;
    const rest = key.startsWith(prefix) ? key.slice(prefix.length) : key;
    return has(`deposit.server.${rest}`) ? t(`deposit.server.${rest}` as MessageKey) : words(rest);
  };
}

/** The pull order's confirm page keys (spec 001 §3 page_title, page_content, page_footer) and their texts. */
const PULL_PAGE_TEXTS = new Map<string, MessageKey>([
  ['deposit_pull_confirm_title', 'deposit.pull.confirm.title'],
  ['deposit_pull_confirm_footer', 'deposit.pull.page.footer'],
  ['deposit_pull_amount', 'deposit.card.confirm.amount'],
  ['deposit_pull_fee', 'deposit.request.feeLine'],
  ['deposit_pull_receivable', 'deposit.card.confirm.receivable'],
  ['deposit_pull_from', 'deposit.pull.from'],
  ['deposit_pull_settlement_title', 'deposit.pull.page.settlementTitle'],
  ['deposit_pull_settlement_text', 'deposit.pull.empty.step3'],
]);
const SETTLES_IN = /^deposit_pull_settles_in_(\d{1,6})_seconds$/;
const SERVER_KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/**
 * A text of the pull order's confirm page: a server key as its text (deposit_pull_settles_in_<n>_seconds
 * with its number); another server key in words; a text the server wrote itself as it is.
 */
export function usePullPageText(): (text: string) => string {
  const { t } = useT();
  return (text) => {
    const known = PULL_PAGE_TEXTS.get(text);
    if (known !== undefined) return t(known);
    const seconds = SETTLES_IN.exec(text)?.[1];
    if (seconds !== undefined) return t('deposit.pull.page.settlesIn', { seconds: Number(seconds) });
    return SERVER_KEY.test(text) ? words(text.replace(/^deposit_(pull_)?/, '')) : text;
  };
}

/** An id in words: 'lead_bank' is 'Lead Bank'. */
const words = (id: string): string => id.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** A server label with its payload (a fee label, spec 001 §3) from `deposit.server.<key>`; a key without a text shows nothing. */
export function useServerLabel(): (label: TranslatedLabel | undefined) => string | undefined {
  const { t } = useT();
  return (label) => {
    if (label === undefined) return undefined;
    const id = `deposit.server.${label.key}`;
    return has(id) ? t(id, label.payload) : undefined;
  };
}
