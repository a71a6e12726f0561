import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { AssetOption } from './AssetOption';
import { itemKey, optionId, type SelectorItem } from './selector-items';

/** Choice: every row is one height, so the list scrolls without measuring. */
const ROW_HEIGHT = 60;

/** What a list of the selector's options answers to: the option the arrows are on, choosing, keys, focus, details. */
export interface OptionListEvents {
  readonly active: number;
  readonly onActive: (index: number) => void;
  readonly onChoose: (index: number) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly onFocus: () => void;
  /** The pointer's way to a coin's page (its slug). */
  readonly onDetails: (slug: string) => void;
}

interface Props extends OptionListEvents {
  readonly id: string;
  readonly label: string;
  readonly items: readonly SelectorItem[];
}

/**
 * A tab's list as a listbox, virtualised (up to every coin the exchange lists): only the rows in
 * view are in the page; each carries its position in the set, and the active one is scrolled into
 * view, so screen readers and the keyboard see the whole list.
 */
export function AssetListbox({ id, label, items, active, onActive, onChoose, onKeyDown, onFocus, onDetails }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions are not memoizable, which the React Compiler is told here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: items.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 6 });
  useEffect(() => {
    if (active >= 0) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, virtualizer]);
  return (
    <div
      ref={scroller}
      id={id}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={active >= 0 ? optionId(id, active) : undefined}
      className="asset-list"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div className="asset-list__sizer" style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <AssetOption
              key={itemKey(item)}
              id={optionId(id, row.index)}
              item={item}
              active={row.index === active}
              setSize={items.length}
              posInSet={row.index + 1}
              style={{ transform: `translateY(${String(row.start)}px)`, blockSize: ROW_HEIGHT }}
              onChoose={() => onChoose(row.index)}
              onPoint={() => onActive(row.index)}
              onDetails={onDetails}
            />
          );
        })}
      </div>
    </div>
  );
}
