/** A payment mark's URL (scripts/payment-marks.mjs): an SVG file of the build, loaded as an image. */
declare module 'payment-mark:*' {
  const url: string;
  export default url;
}
