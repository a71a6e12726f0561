import type { AppServices, ShellServices } from '../../../application/app-services';
import type { Offers } from '../registry';
import { accountArea } from './account';
import { codeArea } from './code';
import { complianceArea } from './compliance';
import { depositArea } from './deposit';
import { homeArea } from './home';
import { kycArea } from './kyc';
import { marketArea } from './market';
import { onboardingArea } from './onboarding';
import { paymentsArea } from './payments';
import { rewardsArea } from './rewards';
import { tradeArea } from './trade';

/**
 * The areas of the signed-in hub, composed by every root (the browser when the hub first loads).
 * The signed-out shell's areas (transport, shell) are composed separately: the browser builds them
 * before any container.
 */
export const HUB_AREAS = [
  accountArea,
  tradeArea,
  paymentsArea,
  marketArea,
  homeArea,
  rewardsArea,
  complianceArea,
  depositArea,
  kycArea,
  onboardingArea,
  codeArea,
] as const;

type ServicesOf<A> = A extends Offers<infer S> ? S : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type HubOffers = Intersect<ServicesOf<(typeof HUB_AREAS)[number]>> & ShellServices;

/**
 * Compiles only while the shell and the hub's areas offer exactly AppServices: an area left out
 * of HUB_AREAS, or an area's services interface left out of AppServices, is an error here.
 */
export const HUB_AREAS_OFFER_APP_SERVICES: [AppServices] extends [HubOffers] ? ([HubOffers] extends [AppServices] ? true : false) : false = true;
