import type { OptionListEvents } from './AssetListbox';
import { useT } from '../../base/i18n/use-t';
import { AssetOption } from './AssetOption';
import { itemKey, optionId, type SelectorItem } from './selector-items';

interface Group {
  readonly key: 'coins' | 'baskets';
  readonly items: readonly SelectorItem[];
}

interface Props extends OptionListEvents {
  readonly id: string;
  readonly groups: readonly Group[];
}

/**
 * Search results grouped into coins and baskets (spec 000 §2) in one listbox. Choice: a search
 * answers at most one page of 100 coins and a few baskets, so the results are drawn whole (no
 * virtualisation), which keeps the ARIA groups intact.
 */
export function SearchResults({ id, groups, active, onActive, onChoose, onKeyDown, onFocus, onDetails }: Props) {
  const { t } = useT();
  let index = 0;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('selector.results')}
      tabIndex={0}
      aria-activedescendant={active >= 0 ? optionId(id, active) : undefined}
      className="asset-list asset-list--grouped"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className="asset-group">
            <div id={`${id}-${group.key}`} role="presentation" className="asset-group__title">
              {t(`selector.list.${group.key}`)}
            </div>
            {group.items.map((item) => {
              const at = index++;
              return (
                <AssetOption
                  key={itemKey(item)}
                  id={optionId(id, at)}
                  item={item}
                  active={at === active}
                  onChoose={() => onChoose(at)}
                  onPoint={() => onActive(at)}
                  onDetails={onDetails}
                />
              );
            })}
          </div>
        ))}
    </div>
  );
}
