import type { Page } from '@playwright/test';

/**
 * What a narrow viewport or the text spacing overrides can break, one line each: the page scrolling
 * sideways (WCAG 1.4.10), a box scrolling its content sideways, a box clipping its text (overflow
 * hidden or an ellipsis: content lost), and two texts drawn over each other (WCAG 1.4.12). Only what
 * is rendered counts: hidden elements and the 1 px visually-hidden texts are skipped. `scrollers:
 * false` accepts a strip built to scroll sideways (the phone's filter chips), as long as the page does not.
 */
export const layoutProblems = (page: Page, { scrollers = true }: { readonly scrollers?: boolean } = {}): Promise<string[]> =>
  page.evaluate((reportScrollers) => {
    const problems: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    const name = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = typeof element.className === 'string' && element.className !== '' ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${classes} "${text}"`;
    };
    const rendered = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    // A modal's page underneath is inert: the open dialog drawn last is the layer a reader sees.
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(rendered);
    const root = dialogs.at(-1) ?? document.body;
    const elements = [...root.querySelectorAll('*')].filter(rendered);
    if (scroller.scrollWidth > scroller.clientWidth) {
      const past = [...document.body.querySelectorAll('*')].filter(
        (element) => rendered(element) && element.getBoundingClientRect().right > scroller.clientWidth + 0.5,
      );
      const outermost = past.filter((element) => element.parentElement === null || !past.includes(element.parentElement));
      problems.push(
        `the page scrolls sideways (${String(scroller.scrollWidth)} > ${String(scroller.clientWidth)}): ${outermost.slice(0, 3).map(name).join('; ')}`,
      );
    }
    // Fixed and sticky boxes (the phone's bottom navigation, toasts) pass over the page as it scrolls: texts are compared within one layer.
    const layer = (element: Element): Element | null => {
      for (let at: Element | null = element; at !== null && at !== root; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return at;
      }
      return null;
    };
    for (const element of elements) {
      const style = getComputedStyle(element);
      const overflowsX = element.scrollWidth > element.clientWidth + 1;
      const overflowsY = element.scrollHeight > element.clientHeight + 1;
      const hasText = (element.textContent ?? '').trim() !== '';
      if (overflowsX && (style.overflowX === 'auto' || style.overflowX === 'scroll')) {
        if (reportScrollers) problems.push(`scrolls sideways: ${name(element)}`);
      } else if (hasText && overflowsX && (style.overflowX === 'hidden' || style.overflowX === 'clip'))
        problems.push(`clips its text sideways: ${name(element)}`);
      else if (hasText && overflowsY && (style.overflowY === 'hidden' || style.overflowY === 'clip')) problems.push(`clips its text: ${name(element)}`);
    }
    const texts: { element: Element; box: DOMRect; layer: Element | null }[] = [];
    for (const element of elements) {
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) if (box.width > 2 && box.height > 2) texts.push({ element, box, layer: layer(element) });
      }
    }
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    texts.forEach((a, i) => {
      for (const b of texts.slice(i + 1)) {
        if (a.element !== b.element && a.layer === b.layer && overlap(a.box, b.box)) problems.push(`texts overlap: ${name(a.element)} and ${name(b.element)}`);
      }
    });
    return [...new Set(problems)];
  }, scrollers);

/** WCAG 1.4.12's text spacing, as a reader's style sheet would set it (the bookmarklet's rules). */
export const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }
`;
