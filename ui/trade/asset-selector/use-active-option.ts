import { type KeyboardEvent, useCallback, useState } from 'react';

/** Rows moved by Page Up and Page Down. */
const PAGE = 8;

/**
 * The listbox's active option (aria-activedescendant), moved with the arrow keys, Page Up/Down,
 * Home and End, chosen with Enter. In the search box (`textField`) Home, End and Space stay with
 * the text. The active option goes back to none when `listKey` changes (another list is shown).
 */
export function useActiveOption(count: number, listKey: string, onChoose: (index: number) => void) {
  const [state, setState] = useState({ listKey, index: -1 });
  const current = state.listKey === listKey && state.index < count ? state.index : -1;
  const setActive = useCallback((index: number) => setState({ listKey, index }), [listKey]);
  const clamp = (index: number) => Math.max(0, Math.min(count - 1, index));

  const onKeyDown = (event: KeyboardEvent, textField: boolean) => {
    if (count === 0) return;
    const moves: Record<string, () => number> = {
      ArrowDown: () => clamp(current + 1),
      ArrowUp: () => clamp(current - 1),
      PageDown: () => clamp(current + PAGE),
      PageUp: () => clamp(current - PAGE),
      ...(textField ? {} : { Home: () => 0, End: () => count - 1 }),
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(move());
      return;
    }
    if ((event.key === 'Enter' || (!textField && event.key === ' ')) && current >= 0) {
      event.preventDefault();
      onChoose(current);
    }
  };

  /** A listbox that gets focus with no active option starts on the first. */
  const onListFocus = () => {
    if (current < 0 && count > 0) setActive(0);
  };

  return { active: current, setActive, onKeyDown, onListFocus };
}
