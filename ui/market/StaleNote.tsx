import { useSyncExternalStore } from 'react';
import { useServices } from '../base/services-context';
import { useT } from '../base/i18n/use-t';

/**
 * Says that the prices may be old once the stream has gone quiet (the heartbeat watchdog) or is
 * reconnecting, until fresh prices arrive. Reads only the stale flag, so price batches do not
 * re-render it; a status region, so it is announced once when it appears.
 */
export function StaleNote() {
  const { livePrices } = useServices();
  const { t } = useT();
  const stale = useSyncExternalStore(livePrices.state.subscribe, () => livePrices.state.getSnapshot().stale);
  return (
    <p className="market-stale" role="status" data-stale={stale}>
      {stale ? t('market.stale') : ''}
    </p>
  );
}
