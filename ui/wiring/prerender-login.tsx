import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { asyncScheduler } from 'rxjs';
import { createFakeServices } from '../../adapters/wiring/fake';
import { LANGUAGE_KEY } from '../../application/i18n/language-service';
import { resolveDisplayLanguage } from '../../domain/format/display-language';
import { App } from '../app/App';

/**
 * The build's second composition root: the sign-in card as HTML, rendered from the app itself at
 * /login in English, signed out, for `index.html` to paint before any script runs. The browser's
 * root hydrates it (ui/main.tsx). Built and run by esbuild.config.mjs, never shipped.
 */
export function prerenderLogin(): string {
  // Nothing is called while rendering (effects do not run): the services only lay their first state.
  const { services } = createFakeServices({ scheduler: asyncScheduler, clock: () => 0, signedIn: false });
  const AtLogin = ({ children }: { readonly children: ReactNode }) => <StaticRouter location="/login">{children}</StaticRouter>;
  return renderToString(<App services={services} loadHub={() => Promise.reject(new Error('no hub in the prerender'))} Router={AtLogin} />);
}

/** Browser language tags whose texts are the prerendered English (others render their own language). */
export const PRERENDERED_TAGS = ['en', 'en-us'].filter((tag) => resolveDisplayLanguage({ browser: [tag] }) === 'en');

/**
 * The condition (a script expression, for index.html's first inline script) under which the card
 * stays: the sign-in page of a visitor who will read it in English (no `?lang=`, no language
 * chosen on this device, English as the browser's first language). Anywhere else the card goes
 * before the first paint and the app renders afresh.
 */
export function keepsCard(loginPath: string): string {
  return (
    `(()=>{try{return location.pathname===${JSON.stringify(loginPath)}&&!new URLSearchParams(location.search).has('lang')` +
    `&&localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})===null&&${JSON.stringify(PRERENDERED_TAGS)}` +
    `.includes(String((navigator.languages||[])[0]||navigator.language).toLowerCase())}catch(e){return false}})()`
  );
}
