import { useServices } from '../base/services-context';
import { useStore } from '../base/use-store';
import { useT } from '../base/i18n/use-t';

/**
 * The favourite star of a coin (spec 001 §4, §8: optimistic, 'try later' on failure), a toggle
 * button whose pressed state says whether the coin is a favourite.
 * Choice: not shown when the favourites could not be read (the error is kept in state), since a
 * star that may be wrong is worse than none.
 */
export function FavouriteToggle({ coinId, name }: { readonly coinId: string; readonly name: string }) {
  const { favourites } = useServices();
  const state = useStore(favourites.state);
  const { t } = useT();
  if (state.status === 'failed' || state.status === 'idle') return null;
  const pressed = state.favourites.includes(coinId);
  return (
    <button
      type="button"
      className="icon-button favourite"
      aria-pressed={pressed}
      aria-label={t('coin.favourite', { name })}
      disabled={state.status !== 'ready'}
      aria-busy={state.pending.has(coinId)}
      onClick={() => void favourites.toggle(coinId)}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}
