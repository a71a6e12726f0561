import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A deposit step's heading that takes the focus when the step replaces the one that had it (the
 * button pressed is gone or disabled, and the focus fell to the page or back to the dialog), so
 * keyboard and screen reader users go on from the new step's start.
 */
export function StepHeading({ children }: { readonly children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || active.getAttribute('role') === 'dialog') ref.current?.focus();
  }, []);
  return (
    <h3 ref={ref} tabIndex={-1} className="deposit__lead">
      {children}
    </h3>
  );
}
