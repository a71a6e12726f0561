/** Prices move in 5 s steps: a price holds for a whole step. */
export const PRICE_STEP_MS = 5_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The walk's layers: smooth swings over a week, over hours and over minutes, plus a jitter per
 * step. Amplitudes are fractions of the base price for a coin of volatility 1; they add up to
 * 0.149, so a price stays within about ±15 % of its base (±30 % for the most volatile coins).
 */
const SWINGS: readonly { readonly periodMs: number; readonly amplitude: number }[] = [
  { periodMs: 7 * DAY_MS, amplitude: 0.1 },
  { periodMs: 6 * HOUR_MS, amplitude: 0.035 },
  { periodMs: 20 * MINUTE_MS, amplitude: 0.012 },
];
const JITTER = 0.002;
const JITTER_LAYER = SWINGS.length;

/** How much a coin moves: stablecoins hardly, meme coins twice as much as others. */
export function volatilityOf(categoryIds: readonly string[]): number {
  if (categoryIds.includes('stablecoin')) return 0.01;
  return categoryIds.includes('meme') ? 2 : 1;
}

/** A coin's key for the walk: the seed and the symbol hashed once. */
export const walkKey = (seed: number, symbol: string): number => hashText(`${seed}:${symbol}`);

/**
 * A deterministic, bounded random walk: the coin's offset from its base price at a moment, in
 * parts per million, from the coin's key and the time only (so any moment, past or present, can
 * be priced without replaying the walk, and a chart drawn from earlier moments agrees with the
 * live price). Each swing is value noise: a random level at every multiple of its period, eased
 * (smoothstep) from one level to the next. Only +, -, * and / on doubles are used, which IEEE 754
 * makes exact to the bit on every engine, so browser and Node sandboxes agree.
 */
export function walkOffsetPpm(key: number, volatility: number, at: number): number {
  const step = Math.floor(at / PRICE_STEP_MS);
  const t = step * PRICE_STEP_MS;
  let offset = JITTER * unit(key, JITTER_LAYER, step);
  SWINGS.forEach((swing, layer) => {
    const knot = Math.floor(t / swing.periodMs);
    const f = (t - knot * swing.periodMs) / swing.periodMs;
    const eased = f * f * (3 - 2 * f);
    const from = unit(key, layer, knot);
    offset += swing.amplitude * (from + (unit(key, layer, knot + 1) - from) * eased);
  });
  return Math.round(offset * volatility * 1_000_000);
}

/** A number in [0, 1), stable for the key, a layer and a whole number (turnover and similar draws). */
export const draw = (key: number, layer: number, n: number): number => mix(key, layer, n) / 0x1_0000_0000;

/** A number in [-1, 1). */
const unit = (key: number, layer: number, n: number): number => draw(key, layer, n) * 2 - 1;

/** Scatters (key, layer, n) over 32 bits: MurmurHash3's fmix32 after folding in each part; not for security. */
function mix(key: number, layer: number, n: number): number {
  let h = Math.imul(key ^ layer, 0x9e3779b1);
  h = Math.imul(h ^ (n >>> 0), 0x85ebca6b);
  h = Math.imul(h ^ Math.floor(n / 0x1_0000_0000), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a over a text. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
