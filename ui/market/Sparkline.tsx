import { SPARKLINE_HEIGHT_PX, SPARKLINE_WIDTH_PX } from '../../domain/market/sparkline';

/** The 1D ticker line of a coin row (32 px high, spec 001 §9); decoration, its figures are in the row. */
export function Sparkline({ points, direction }: { readonly points: string | undefined; readonly direction: 'up' | 'down' | 'flat' }) {
  return (
    <svg
      className={`sparkline change--${direction}`}
      width={SPARKLINE_WIDTH_PX}
      height={SPARKLINE_HEIGHT_PX}
      viewBox={`0 0 ${String(SPARKLINE_WIDTH_PX)} ${String(SPARKLINE_HEIGHT_PX)}`}
      aria-hidden="true"
      focusable="false"
    >
      {points !== undefined && points !== '' && <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />}
    </svg>
  );
}
