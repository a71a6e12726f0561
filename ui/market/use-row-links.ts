import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * One click handler for every coin link of a list (on the rows' container), in place of a router
 * Link per row: a plain left click on a row's link navigates within the app; a click with a
 * modifier key, another button or on a link opening elsewhere stays the browser's. The links are
 * plain anchors with their href, so keyboard, middle click and "open in new tab" work as ever; a
 * list re-sorted or re-filtered renders no router hooks per row.
 */
export function useRowLinks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-row-link]') : null;
      if (link === null || (link.target !== '' && link.target !== '_self')) return;
      event.preventDefault();
      void navigate(link.getAttribute('href') ?? '/');
    },
    [navigate],
  );
}
