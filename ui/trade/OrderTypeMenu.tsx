import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { type OrderType, orderTypeOptions } from '../../domain/trade/order-types';
import type { TradeSide } from '../../domain/trade/quotation';
import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

const LABEL = {
  one_time: 'trade.orderType.one_time',
  recurring: 'trade.orderType.recurring',
  target_price: 'trade.orderType.target_price',
  market: 'trade.orderType.market',
} as const satisfies Record<OrderType, string>;

/**
 * The order-type popover of the trade container (spec 000 §2): the side's usable order type, checked,
 * and the app-only ones (recurring buy, hidden for Prime regular users; target price), which open
 * the app download modal. Choice: a menu button, so the arrow keys walk the entries and Escape closes it.
 */
export function OrderTypeMenu({ side }: { readonly side: TradeSide }) {
  const { customer, appDownload } = useServices();
  const { isPrimeRegular } = useStore(customer.state);
  const { t } = useT();
  const options = orderTypeOptions(side, isPrimeRegular);
  const usable = options.filter((option) => option.usable);
  const appOnly = options.filter((option) => option.appOnly);
  const current = usable[0];
  if (current === undefined) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="order-type" aria-label={t('trade.orderType.trigger', { type: t(LABEL[current.type]) })}>
        <span>{t(LABEL[current.type])}</span>
        <svg className="order-type__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className="menu" align="start" sideOffset={6} collisionPadding={8}>
        <DropdownMenu.Label className="menu__label">{t('trade.orderType.title')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={current.type}>
          {usable.map((option) => (
            <DropdownMenu.RadioItem key={option.type} value={option.type} className="menu__item">
              <span className="menu__check" aria-hidden="true">
                <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
              </span>
              {t(LABEL[option.type])}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        {appOnly.length > 0 && <DropdownMenu.Separator className="menu__separator" />}
        {appOnly.map((option) => (
          <DropdownMenu.Item key={option.type} className="menu__item" aria-haspopup="dialog" onSelect={() => appDownload.open()}>
            <span className="menu__check" aria-hidden="true" />
            <span className="menu__text">{t(LABEL[option.type])}</span>
            <span className="menu__tag">{t('trade.orderType.appOnly')}</span>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
