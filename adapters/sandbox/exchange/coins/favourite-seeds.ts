/**
 * Each persona's favourite coin ids when the sandbox starts (spec 001 §7 favorite_coins), keyed by
 * persona key; a persona without an entry starts with none.
 */
export const FAVOURITE_SEEDS: Readonly<Record<string, readonly string[]>> = {
  alex: ['btc', 'eth', 'sol', 'cro'],
  oliver: ['btc', 'xrp'],
  priya: ['btc', 'eth', 'link', 'avax', 'dot'],
  lena: ['sol', 'jup', 'wif', 'bonk'],
  tess: ['btc', 'zro', 'scr'],
  wendy: ['doge', 'shib', 'pepe'],
};
