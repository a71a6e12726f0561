/**
 * The two sizes every journey runs at. The titles carry the name in brackets, "(desktop)" or
 * "(phone)": the Playwright config sends each to its own sandbox server by that name.
 */
export const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
