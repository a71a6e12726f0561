import { useState } from 'react';

/** The sizes a coin icon is drawn at (CSS pixels), each a class with its box fixed. */
export type CoinIconSize = 24 | 32 | 40;

interface Props {
  /** The coin's icon_image_url; undefined or '' when the backend gives none. */
  readonly url: string | undefined;
  readonly symbol: string;
  readonly size?: CoinIconSize;
}

/**
 * A coin's icon as an image (the backend's icon_image_url): loaded lazily, its width and height
 * set so nothing shifts while it arrives. Decorative (the coin's name is beside it). Without a URL,
 * or when the image fails, the symbol's first letter on a disc of the same size.
 */
export function CoinIcon({ url, symbol, size = 32 }: Props) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (url === undefined || url === '' || failed === url)
    return (
      <span className={`coin-icon coin-icon--${String(size)} coin-icon--monogram`} aria-hidden="true">
        {symbol.slice(0, 1)}
      </span>
    );
  return (
    // Keyed by its URL: a list row showing another coin gets a new image, never the last coin's while the new one loads.
    <img
      key={url}
      className={`coin-icon coin-icon--${String(size)}`}
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
    />
  );
}
