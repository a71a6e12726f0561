import type { NavIconName } from './hub-nav';

/** 24x24 outline paths, one per navigation icon. */
const PATHS: Record<NavIconName, string> = {
  home: 'M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  market: 'M4 19V5m0 14h16M8 15l3-4 3 2 5-6',
  account: 'M3 7h18v12H3zM3 11h18M7 15h4',
  predict: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 3',
  staking: 'M12 3 4 7l8 4 8-4zM4 12l8 4 8-4M4 17l8 4 8-4',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  settings: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM4 12h2m12 0h2M12 4v2m0 12v2M6.3 6.3l1.4 1.4m8.6 8.6 1.4 1.4m0-11.4-1.4 1.4m-8.6 8.6-1.4 1.4',
};

/** A navigation icon; decorative, since the entry's label names the link. */
export function NavIcon({ name }: { readonly name: NavIconName }) {
  return (
    <svg className="nav-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
