import { isUkUser } from './region';

/**
 * How lists of coins, baskets and holdings are drawn (spec 000 §6: UK users get a different list
 * style). Choice: the UK style follows the UK's financial-promotion rules for cryptoassets, which
 * ask that crypto is not presented with incentives: price movements are shown by sign and text
 * alone (no green and red signalling), rows are plain and evenly weighted, and no entry is
 * highlighted as hot or new.
 */
export type ListStyle = 'standard' | 'uk';

export const listStyleFor = (phoneCountry: string | undefined): ListStyle => (isUkUser(phoneCountry) ? 'uk' : 'standard');
