import { Admin, CustomRoutes, Notification, memoryStore } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { specRouterProvider } from '../providers/specRouterProvider';
import { entityResource } from '../resources/entityResource';
import { loadModels, modelOf } from '../resources/models';
import { HomeRedirect } from '../auth/HomeRedirect';
import { LoginWaiting } from '../auth/oauth2';
import { CrashPage } from '../layout/CrashPage';
import { Layout } from '../layout/Layout';
import { NotFound } from '../layout/NotFound';
import { Route } from 'react-router-dom';
import { shellRoutes } from './routes';
import { theme } from './theme';

const dataProvider = createDataProvider(modelOf);
// Toasts appear at the top left.
const TopLeftNotification = () => <Notification anchorOrigin={{ vertical: 'top', horizontal: 'left' }} />;

/**
 * The whole client: react-admin on the portal's providers. Shell routes are declared here; entity
 * screens come from the models the server publishes. Nothing is kept in localStorage but the token.
 */
export function App() {
  return (
    <Admin
      disableTelemetry
      title="Portico"
      theme={theme}
      store={memoryStore()}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      routerProvider={specRouterProvider}
      loginPage={false}
      layout={Layout}
      catchAll={NotFound}
      error={CrashPage}
      notification={TopLeftNotification}
    >
      <CustomRoutes noLayout>
        <Route path="/login-adiuto-oauth" element={<LoginWaiting />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/" element={<HomeRedirect />} />
        {shellRoutes}
      </CustomRoutes>
      {async () => (await loadModels()).map(entityResource)}
    </Admin>
  );
}
