import { defaultRangeExtractor, type Range, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type FocusEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Rows rendered beyond each edge of the window: Tab finds its next row in the page, and a scroll of
 * a few rows shows rows already laid out. Four, not eight: a sort or a batch of prices costs each
 * rendered row's layout and paint, and four rows cover a wheel notch's scroll.
 */
const OVERSCAN = 4;

export interface WindowRows<E extends HTMLElement> {
  /** The element holding the rows (table body or list): where the window measures the rows from. */
  readonly setList: (element: E | null) => void;
  readonly items: readonly VirtualItem[];
  /** Room left for the rows before and after those rendered, in px. */
  readonly before: number;
  readonly after: number;
  /** Each rendered row's ref (with `data-index`): its real height replaces the estimate. */
  readonly measure: (element: Element | null) => void;
  /** On the rows' container: the focused row stays rendered while the page scrolls away from it. */
  readonly onFocus: (event: FocusEvent) => void;
  readonly onBlur: (event: FocusEvent) => void;
}

const rowIndexOf = (target: EventTarget | null): number | undefined => {
  const row = target instanceof Element ? target.closest('[data-index]') : null;
  const index = row === null ? Number.NaN : Number(row.getAttribute('data-index'));
  return Number.isInteger(index) ? index : undefined;
};

/**
 * ROW_KEY_CHOICE: the rows are keyed by their place in the page (at most 100), not by coin. A new
 * sort, category, search or page then updates the rendered rows' texts and links in place: at 4x
 * CPU slowdown a sort took about half the main thread it took when every row was replaced (new
 * elements, their styles, their layout). Nothing a row shows is kept in its components: the
 * favourite is the service's, a live figure tints only when its own coin moves, and a coin icon's
 * image is replaced with its URL.
 */

/**
 * The rows of a long list that are in the browser window, plus a margin (the page scrolls, not the
 * list): a price tick re-renders and lays out a screenful of rows, and a new sort or category
 * mounts a screenful, not the whole page of 100. Rows carry their position (`aria-rowindex`,
 * `aria-posinset`), so assistive technology still hears the whole list's size.
 */
export function useWindowRows<E extends HTMLElement>(count: number, estimatePx: number): WindowRows<E> {
  const [list, setList] = useState<E | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focused, setFocused] = useState<number | undefined>(undefined);
  // Where the rows start on the page: read again whenever the page's size changes (the toolbar above
  // wraps, chips hide while searching, fonts load); the observer's first call reads it once.
  useEffect(() => {
    if (list === null) return undefined;
    const observer = new ResizeObserver(() => setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY)));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const keep = focused;
      if (keep === undefined || keep >= range.count) return indexes;
      const first = Math.min(indexes[0] ?? keep, keep);
      const last = Math.max(indexes.at(-1) ?? keep, keep);
      return Array.from({ length: last - first + 1 }, (_, i) => first + i);
    },
    [focused],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimatePx,
    // A row not laid out (hidden, or a document without layout) keeps its estimate: a zero would pull every row into the window.
    measureElement: (element) => element.getBoundingClientRect().height || estimatePx,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    useFlushSync: false,
  });
  // A row measured above the window keeps what is in view still, judged by where the window is
  // now: the virtualiser's own offset can lag a jump (Home, a link to the top) and scroll back to where it was.
  // (TanStack documents this predicate as an instance property, not an option.)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/immutability
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item) => item.start < window.scrollY;
  }, [virtualizer]);
  // Rows are measured together once the commit's own DOM writes are done (this hook's layout effect
  // runs after the rows'): a row measured from its ref callback would force a layout between the
  // writes of the next row's live figures (drawn in their layout effects), one layout per row.
  const pending = useRef<Element[]>([]);
  const measure = useCallback(
    (element: Element | null) => {
      // null: a row left; the virtualiser forgets rows no longer in the page (no layout read).
      if (element === null) virtualizer.measureElement(null);
      else pending.current.push(element);
    },
    [virtualizer],
  );
  useLayoutEffect(() => {
    const rows = pending.current.splice(0);
    for (const row of rows) if (row.isConnected) virtualizer.measureElement(row);
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    setList,
    items,
    before: first === undefined ? 0 : first.start - scrollMargin,
    after: last === undefined ? 0 : Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)),
    measure,
    onFocus: (event) => setFocused(rowIndexOf(event.target)),
    onBlur: (event) => {
      if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setFocused(undefined);
    },
  };
}
