import applePay from 'payment-mark:apple_pay';
import googlePay from 'payment-mark:google_pay';
import maestro from 'payment-mark:maestro';
import mastercard from 'payment-mark:mastercard';
import payPal from 'payment-mark:pay_pal';
import visa from 'payment-mark:visa';
import visaElectron from 'payment-mark:visa_electron';

/** The payment marks there are (card brands and wallets), by the id the payment options use. */
const MARKS: Readonly<Record<string, string>> = {
  visa,
  visa_electron: visaElectron,
  mastercard,
  maestro,
  pay_pal: payPal,
  apple_pay: applePay,
  google_pay: googlePay,
};

export const hasPaymentMark = (id: string): boolean => Object.hasOwn(MARKS, id);

/**
 * A card brand's or wallet's mark (SVG Logos, CC0) on a white tile of a card's proportions, as
 * an image: loaded lazily, its box fixed so nothing shifts. Decorative: the option's text names
 * the brand. An id without a mark (a cash account, Add card) gets the tile with a drawn glyph.
 */
export function PaymentMark({ id }: { readonly id: string }) {
  const url = Object.hasOwn(MARKS, id) ? MARKS[id] : undefined;
  if (url === undefined)
    return (
      <span className={`payment-mark payment-mark--glyph payment-mark--${id}`} aria-hidden="true">
        <Glyph id={id} />
      </span>
    );
  return (
    <span className="payment-mark" aria-hidden="true">
      <img src={url} alt="" width={32} height={20} loading="lazy" decoding="async" data-mark={id} />
    </span>
  );
}

/** Simple glyphs for what has no mark: a cash account, a coin wallet, adding a card, a card of another brand. */
function Glyph({ id }: { readonly id: string }) {
  const common = {
    width: 20,
    height: 20,
    viewBox: '0 0 20 20',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.6,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  if (id === 'add_card')
    return (
      <svg {...common}>
        <rect x="2" y="4.5" width="16" height="11" rx="2" />
        <path d="M10 7.5v5M7.5 10h5" />
      </svg>
    );
  if (id === 'crypto_wallet')
    return (
      <svg {...common}>
        <circle cx="10" cy="10" r="7" />
        <path d="M8 6.5h3a1.75 1.75 0 0 1 0 3.5H8h3.5a1.75 1.75 0 0 1 0 3.5H8zM9 5.5v1M9 13.5v1" />
      </svg>
    );
  if (id === 'fiat_wallet')
    return (
      <svg {...common}>
        <path d="M3 8.5 10 4l7 4.5M4.5 9v6M8.5 9v6M11.5 9v6M15.5 9v6M3 16h14" />
      </svg>
    );
  return (
    <svg {...common}>
      <rect x="2" y="4.5" width="16" height="11" rx="2" />
      <path d="M2 8h16M5 12.5h3" />
    </svg>
  );
}
