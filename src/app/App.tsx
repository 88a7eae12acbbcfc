import { CssBaseline } from '@mui/material';
import { Suspense, useMemo } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { AccessDenied, AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, memoryStore, type DataProvider } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { specRouterProvider } from '../providers/specRouterProvider';
import { entityResource } from '../resources/entityResource';
import { entityDataProvider } from '../resources/entity-data-provider';
import { loadModels, modelOf, modelsAtStart } from '../resources/models';
import { prefetchComposer } from '../pages/runtime/prefetch';
import { HomeRedirect } from '../auth/HomeRedirect';
import { seedGuestSession } from '../auth/useSession';
import { CrashPage } from '../client-errors/CrashPage';
import { Layout } from '../layout/Layout';
import { NotFound } from '../layout/NotFound';
import { Toasts } from '../layout/Toasts';
import { Route } from 'react-router-dom';
import { bareRoutes, shellRoutes } from './routes';
import { buildTheme } from '../themes/build-theme';
import { reloadSiteInfo, useSiteInfo } from '../site/useSiteInfo';
import { resolveThemeConf } from '../shared/theme-conf';
import { lazyPage } from '../common/lazyPage';

/**
 * The portal's face and look are the site's and its theme's: a save or a deletion of either reads the
 * site again, so they show at once. (react-admin's `withLifecycleCallbacks` does the same with more
 * than the shell needs.)
 */
function readingSiteAfterChanges(provider: DataProvider, client: QueryClient): DataProvider {
  const after = <T,>(resource: string, result: Promise<T>) =>
    result.then((answer) => {
      if (resource === 'site' || resource === 'theme') void reloadSiteInfo(client);
      return answer;
    });
  return {
    ...provider,
    create: (resource, params) => after(resource, provider.create(resource, params)),
    update: (resource, params) => after(resource, provider.update(resource, params)),
    updateMany: (resource, params) => after(resource, provider.updateMany(resource, params)),
    delete: (resource, params) => after(resource, provider.delete(resource, params)),
    deleteMany: (resource, params) => after(resource, provider.deleteMany(resource, params)),
  };
}
/**
 * A read that failed is tried again only when the failure may pass (no answer, or a server error),
 * at most twice: a refusal (401, 403, 404, 400) is shown at once rather than after three retries.
 */
const refused = (error: unknown) => {
  const status = (error as { status?: number }).status ?? 0;
  return status >= 400 && status < 500;
};
/**
 * react-admin's store, holding the locale the app starts in: react-admin renders nothing until its
 * store's locale is the translations' (I18nContextProvider), and an empty store cost a first render
 * of nothing, then the whole first screen in one task, outside the first render's transition.
 */
const store = memoryStore({ locale: i18nProvider.getLocale() });
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: (failures, error) => failures < 2 && !refused(error) } } });
const dataProvider = readingSiteAfterChanges(entityDataProvider(modelOf), queryClient);
// Every screen waits for the entity models (the resources below). The app's page carries them: the
// resources are then declared on the first render, and react-admin skips its "loading" render.
// Otherwise they are asked for now, not after the first render.
const models = modelsAtStart();
if (!models) void loadModels().catch(() => undefined);
seedGuestSession(queryClient);
// So does the composer for its pages: asked for now too when the address is the composer's.
prefetchComposer(queryClient, window.location);
// Shown after an external sign-in, when the sign-in check cannot be made, or on an authentication provider's callback: loaded then.
const LoginWaiting = lazyPage(() => import('../auth/oauth2/LoginWaiting').then((m) => m.LoginWaiting));
const AuthenticationError = lazyPage(() => import('../layout/AuthenticationErrorPage').then((m) => m.AuthenticationErrorPage));
const AuthenticationErrorPage = () => (
  <Suspense fallback={null}>
    <AuthenticationError />
  </Suspense>
);
const AuthCallback = lazyPage(() => import('../auth/AuthCallbackPage').then((m) => m.AuthCallbackPage));
const AuthCallbackPage = () => (
  <Suspense fallback={null}>
    <AuthCallback />
  </Suspense>
);

/**
 * The whole client: react-admin on the portal's providers. Shell routes are declared here; entity
 * screens come from the models the server publishes. Nothing is kept in localStorage but the token.
 *
 * This is react-admin's `<Admin>` taken apart (AdminContext, then AdminUI's few lines), with every
 * screen named: `<Admin>` falls back to react-admin's own sign-in page, whose form code would then
 * be in every visitor's first download although the portal never shows it.
 */
export function App() {
  // The site's theme is every screen's: the app's page carries it, so the first render has it.
  const conf = useSiteInfo(queryClient)?.theme;
  const key = JSON.stringify(conf ?? null);
  const theme = useMemo(() => buildTheme(resolveThemeConf(JSON.parse(key))), [key]);
  return (
    <AdminContext
      queryClient={queryClient}
      theme={theme}
      store={store}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      routerProvider={specRouterProvider}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          disableTelemetry
          title="Portico"
          loginPage={false}
          layout={Layout}
          catchAll={NotFound}
          error={CrashPage}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationErrorPage}
          authCallbackPage={AuthCallbackPage}
        >
          <CustomRoutes noLayout>
            <Route
              path="/login-adiuto-oauth"
              element={
                <Suspense fallback={null}>
                  <LoginWaiting />
                </Suspense>
              }
            />
            {bareRoutes}
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/" element={<HomeRedirect />} />
            {shellRoutes}
          </CustomRoutes>
          {models ? models.map(entityResource) : async () => (await loadModels()).map(entityResource)}
        </CoreAdminUI>
        <Toasts />
      </CssBaseline>
    </AdminContext>
  );
}
