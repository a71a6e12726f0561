/** The icons the hub navigation draws (see NavIcon). */
export type NavIconName = 'home' | 'market' | 'account' | 'predict' | 'staking' | 'more' | 'settings';

/** One navigation entry: its route, i18n label key, US (en-US) label, icon and click event (spec 001 §2 route table). */
export interface HubNavEntry {
  /** The path segment under /hub. */
  readonly path: string;
  readonly labelKey: `hub.nav.${string}`;
  readonly usLabel: string;
  readonly icon: NavIconName;
  /** Spec 001 §2: /hub/staking carries a "new" tag. */
  readonly isNew: boolean;
  /** The analytics event a click on the entry tracks (spec 001 §2; the names are ours). */
  readonly clickEvent: `nav_${string}_clicked`;
}

/**
 * The hub's navigation entries in display order. /hub itself, /hub/price/{slug} and the
 * hidden routes have no entry (spec 001 §2). Choice: the order is spec 000 §2's route list.
 */
export const HUB_NAV = [
  { path: 'home', labelKey: 'hub.nav.home', usLabel: 'Home', icon: 'home', isNew: false, clickEvent: 'nav_home_clicked' },
  { path: 'market', labelKey: 'hub.nav.market', usLabel: 'Market', icon: 'market', isNew: false, clickEvent: 'nav_market_clicked' },
  { path: 'account', labelKey: 'hub.nav.account', usLabel: 'Accounts', icon: 'account', isNew: false, clickEvent: 'nav_account_clicked' },
  { path: 'predict', labelKey: 'hub.nav.predict', usLabel: 'Predict', icon: 'predict', isNew: false, clickEvent: 'nav_predict_clicked' },
  { path: 'staking', labelKey: 'hub.nav.staking', usLabel: 'Staking', icon: 'staking', isNew: true, clickEvent: 'nav_staking_clicked' },
  { path: 'more', labelKey: 'hub.nav.more', usLabel: 'More', icon: 'more', isNew: false, clickEvent: 'nav_more_clicked' },
  { path: 'settings', labelKey: 'hub.nav.settings', usLabel: 'Settings', icon: 'settings', isNew: false, clickEvent: 'nav_settings_clicked' },
] as const satisfies readonly HubNavEntry[];

export type HubNavLabelKey = (typeof HUB_NAV)[number]['labelKey'];

/** The en-US catalogue's navigation labels, taken from the entries so the two never disagree. */
export const hubNavMessages = Object.fromEntries(HUB_NAV.map((entry) => [entry.labelKey, entry.usLabel])) as Record<HubNavLabelKey, string>;
