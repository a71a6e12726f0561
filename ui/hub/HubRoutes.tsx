import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import HomePage from '../home/HomePage';
import { HubTexts } from './HubTexts';
import { useT } from '../base/i18n/use-t';
import { Loader } from '../shared/Loader';
import { lazyScreen } from '../shared/lazy-screen';
import { ComingSoonPanel } from './ComingSoonPanel';
import { HUB_NAV, type HubNavLabelKey } from './hub-nav';
import { HubLayout } from './HubLayout';
import { RequireSignedIn } from './RequireSignedIn';
import { SettingsPage } from '../settings/SettingsPage';

/** The pages built so far; every other navigation entry shows the coming-soon panel. */
const BUILT = new Set<string>(['home', 'settings', 'market', 'account', 'more']);

function EntryComingSoon({ labelKey }: { readonly labelKey: HubNavLabelKey }) {
  const { t } = useT();
  return <ComingSoonPanel title={t(labelKey)} />;
}

const CoinPage = lazyScreen(() => import('../coin/CoinPage'));
const MarketPage = lazyScreen(() => import('../market/MarketPage'));
const AccountsPage = lazyScreen(() => import('../account/AccountsPage'));
const TransactionsPage = lazyScreen(() => import('../history/TransactionsPage'));
const MorePage = lazyScreen(() => import('../more/MorePage'));
const KnowledgeGuidePage = lazyScreen(() => import('../more/KnowledgeGuidePage'));
const LevelUpPage = lazyScreen(() => import('../level-up/LevelUpPage'));

function OtherComingSoon() {
  const { t } = useT();
  return <ComingSoonPanel title={t('hub.soon.title')} />;
}

/**
 * /hub and its pages (spec 000 §2, spec 001 §2): /hub goes to /hub/home; a route without its
 * page yet, or a hidden one (e.g. /hub/predict/sports), shows the coming-soon panel, never a blank page.
 * The hub's texts come with it.
 */
export default function HubRoutes() {
  return (
    <HubTexts>
      <RequireSignedIn>
        <Routes>
          <Route element={<HubLayout />}>
            <Route index element={<Navigate to="home" replace />} />
            <Route path="home" element={<HomePage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route
              path="account"
              element={
                <Suspense fallback={<Loader />}>
                  <AccountsPage />
                </Suspense>
              }
            />
            <Route
              path="more"
              element={
                <Suspense fallback={<Loader />}>
                  <MorePage />
                </Suspense>
              }
            />
            <Route
              path="knowledge/guide"
              element={
                <Suspense fallback={<Loader />}>
                  <KnowledgeGuidePage />
                </Suspense>
              }
            />
            <Route
              path="level-up/subscription"
              element={
                <Suspense fallback={<Loader />}>
                  <LevelUpPage />
                </Suspense>
              }
            />
            <Route
              path="transactions/wallet/:source/:walletId"
              element={
                <Suspense fallback={<Loader />}>
                  <TransactionsPage />
                </Suspense>
              }
            />
            {HUB_NAV.filter((entry) => !BUILT.has(entry.path)).map((entry) => (
              <Route key={entry.path} path={entry.path} element={<EntryComingSoon labelKey={entry.labelKey} />} />
            ))}
            <Route
              path="market"
              element={
                <Suspense fallback={<Loader />}>
                  <MarketPage />
                </Suspense>
              }
            />
            <Route
              path="price/:slug"
              element={
                <Suspense fallback={<Loader />}>
                  <CoinPage />
                </Suspense>
              }
            />
            <Route path="*" element={<OtherComingSoon />} />
          </Route>
        </Routes>
      </RequireSignedIn>
    </HubTexts>
  );
}
