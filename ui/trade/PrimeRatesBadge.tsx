import * as Tooltip from 'radix-ui/tooltip';
import { useRef, useState } from 'react';
import { useT } from '../base/i18n/use-t';

/**
 * The Prime rates badge with its tooltip (spec 000 §2), for Prime regular users. The badge is a
 * button so the keyboard reaches it; focus or hover shows the tooltip, Escape hides it. Choice:
 * a tap toggles it on touch screens, where hover does not exist (radix opens tooltips for mouse and
 * focus only).
 */
export function PrimeRatesBadge() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const touch = useRef(false);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger
          type="button"
          className="prime-badge"
          onPointerDown={(event) => {
            touch.current = event.pointerType === 'touch';
            if (touch.current) event.preventDefault();
          }}
          onClick={(event) => {
            if (!touch.current) return;
            event.preventDefault();
            setOpen((shown) => !shown);
          }}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z" fill="currentColor" />
          </svg>
          {t('trade.prime.badge')}
        </Tooltip.Trigger>
        <Tooltip.Content className="tooltip" side="bottom" sideOffset={6} collisionPadding={8}>
          {t('trade.prime.tooltip')}
          <Tooltip.Arrow className="tooltip__arrow" />
        </Tooltip.Content>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
