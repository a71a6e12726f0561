/** The app's mark drawn in the middle of the install QR code: a 32x32 SVG as a data URI (the CSP allows data: images). */
const LOGO_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
  "<rect width='32' height='32' rx='8' fill='#1d4ed8'/>" +
  "<path d='M21.5 11.2A7 7 0 1 0 21.5 20.8' fill='none' stroke='#fff' stroke-width='3.2' stroke-linecap='round'/>" +
  '</svg>';

export const APP_LOGO_DATA_URI = `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`;

/** Spec 000 §9, 001 §9: the QR code is 164 px, error correction M, with a 32x32 logo excavated in the middle. */
export const INSTALL_QR = { size: 164, level: 'M', logoSize: 32 } as const;
