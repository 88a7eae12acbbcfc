import { Admin } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { specRouterProvider } from '../providers/specRouterProvider';
import { entityResource } from '../resources/entityResource';
import { loadModels, modelOf } from '../resources/models';
import { Home } from '../layout/Home';
import { Layout } from '../layout/Layout';
import { LoginPage } from '../login/LoginPage';
import { theme } from './theme';

const dataProvider = createDataProvider(modelOf);

/** The whole client: react-admin on the portal's providers; entity screens come from the server's models. */
export function App() {
  return (
    <Admin
      disableTelemetry
      requireAuth
      title="Portico"
      theme={theme}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      routerProvider={specRouterProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={Home}
    >
      {async (permissions: string[] | undefined) =>
        // Called again whenever the permissions change, so the screens appear right after sign-in.
        permissions?.length ? (await loadModels()).map(entityResource) : []
      }
    </Admin>
  );
}
