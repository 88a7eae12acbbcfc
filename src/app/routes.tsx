import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { PrivateRoute } from '../auth/PrivateRoute';
import { ADMINISTRATORS, ANY_ACCOUNT, ROLE_ADMIN, ROLE_USER } from '../auth/roles';
import { AfterPaint } from '../common/AfterPaint';
import { lazyPage } from '../common/lazyPage';

// The sign-in, account and administration screens load on demand: most visits never open them.
const LogoutPage = lazyPage(() => import('../auth/LogoutPage').then((m) => m.LogoutPage), { firstTexts: true });
const AreaPlaceholder = lazyPage(() => import('./AreaPlaceholder').then((m) => m.AreaPlaceholder), { firstTexts: true });
const LoginModal = lazyPage(() => import('../auth/login/LoginModal').then((m) => m.LoginModal), { firstTexts: true });
const RegisterPage = lazyPage(() => import('../account/RegisterPage').then((m) => m.RegisterPage));
const ActivatePage = lazyPage(() => import('../account/ActivatePage').then((m) => m.ActivatePage));
const ResetRequestPage = lazyPage(() => import('../account/ResetRequestPage').then((m) => m.ResetRequestPage));
const ResetFinishPage = lazyPage(() => import('../account/ResetFinishPage').then((m) => m.ResetFinishPage));
const AdiutoResetFinishPage = lazyPage(() => import('../account/AdiutoResetFinishPage').then((m) => m.AdiutoResetFinishPage));
const SettingsPage = lazyPage(() => import('../account/SettingsPage').then((m) => m.SettingsPage));
const MailOutboxPage = lazyPage(() => import('../admin/MailOutboxPage').then((m) => m.MailOutboxPage));
const ApiDocsPage = lazyPage(() => import('../admin/ApiDocsPage').then((m) => m.ApiDocsPage));
const UserManagementList = lazyPage(() => import('../admin/UserManagementList').then((m) => m.UserManagementList));
const UserManagementDetail = lazyPage(() => import('../admin/UserManagementDetail').then((m) => m.UserManagementDetail));
const UserManagementForm = lazyPage(() => import('../admin/UserManagementForm').then((m) => m.UserManagementForm));
const HealthPage = lazyPage(() => import('../admin/HealthPage').then((m) => m.HealthPage));
const MetricsPage = lazyPage(() => import('../admin/MetricsPage').then((m) => m.MetricsPage));
const ConfigurationPage = lazyPage(() => import('../admin/ConfigurationPage').then((m) => m.ConfigurationPage));
const LogsPage = lazyPage(() => import('../admin/LogsPage').then((m) => m.LogsPage));
const RetriesStatisticsPage = lazyPage(() => import('../admin/RetriesStatisticsPage').then((m) => m.RetriesStatisticsPage));
const SignerCertificatesPage = lazyPage(() => import('../admin/SignerCertificatesPage').then((m) => m.SignerCertificatesPage));
const StructureDebugPage = lazyPage(() => import('../admin/StructureDebugPage').then((m) => m.StructureDebugPage));
const LicenseManagementPage = lazyPage(() => import('../wadmin/LicenseManagementPage').then((m) => m.LicenseManagementPage));
const SiteManagementPage = lazyPage(() => import('../wadmin/SiteManagementPage').then((m) => m.SiteManagementPage));
const PageManagementScreen = lazyPage(() => import('../pages/management/PageManagementScreen').then((m) => m.PageManagementScreen));
const PasswordPage = lazyPage(() => import('../account/PasswordPage').then((m) => m.PasswordPage));
const PublicComposer = lazyPage(() => import('../pages/runtime/page/ComposerScreen').then((m) => m.PublicComposer), { firstTexts: true });
const PrivateComposer = lazyPage(() => import('../pages/runtime/page/ComposerScreen').then((m) => m.PrivateComposer), { firstTexts: true });
// Most visits open the composer: its script is fetched beside the shell's instead of after the first render,
// and the route then renders it at once (lazyPage; a failure is the route's to report).
const composerAtStart = /^\/w(guest|user)\/composer/.exec(window.location.pathname)?.[1];
if (composerAtStart) void (composerAtStart === 'guest' ? PublicComposer : PrivateComposer).preload().catch(() => undefined);
const SignatureInboxAddress = lazyPage(() => import('../pages/runtime/page/SignatureInboxAddress').then((m) => m.SignatureInboxAddress));
const ExternalSignScreen = lazyPage(() => import('../pdf/external/ExternalSignScreen').then((m) => m.ExternalSignScreen));
const DocumentLibraryPage = lazyPage(() => import('../documentlibrary/DocumentLibraryPage').then((m) => m.DocumentLibraryPage));

/** A redirect that keeps the address's query and hash. */
function MoveTo({ pathname }: { pathname: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname, search, hash }} replace />;
}

const page = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;
const privately = (any: string[], element: ReactNode) => <PrivateRoute any={any}>{page(element)}</PrivateRoute>;

/** Routes shown without the shell's layout: an external signer's link has no account, menus or composer around it. */
export const bareRoutes = [<Route key="sign" path="/sign/:id" element={page(<ExternalSignScreen />)} />];

/** The top-level routes of the shell (entity routes come from the resources). */
export const shellRoutes = [
  <Route key="login" path="/login" element={page(
      <AfterPaint load={LoginModal.preload}>
        <LoginModal />
      </AfterPaint>,
    )} />,
  <Route key="logout" path="/logout" element={page(<LogoutPage />)} />,
  <Route key="register" path="/account/register" element={page(<RegisterPage />)} />,
  <Route key="activate" path="/account/activate/:key?" element={page(<ActivatePage />)} />,
  <Route key="reset-request" path="/account/reset/request" element={page(<ResetRequestPage />)} />,
  <Route key="reset-finish" path="/account/reset/finish/:key?" element={page(<ResetFinishPage />)} />,
  <Route key="adiuto-reset" path="/account/reset/adiuto/finish/:key?" element={page(<AdiutoResetFinishPage />)} />,
  <Route key="settings" path="/account/settings" element={privately(ANY_ACCOUNT, <SettingsPage />)} />,
  <Route key="password" path="/account/password" element={privately(ANY_ACCOUNT, <PasswordPage />)} />,
  <Route key="account" path="/account" element={privately(ANY_ACCOUNT, <SettingsPage />)} />,
  <Route key="mail-outbox" path="/admin/mail-outbox" element={privately([ROLE_ADMIN], <MailOutboxPage />)} />,
  <Route key="api-docs" path="/admin/docs" element={privately([ROLE_ADMIN], <ApiDocsPage />)} />,
  <Route key="users" path="/admin/user-management" element={privately([ROLE_ADMIN], <UserManagementList />)} />,
  <Route key="user-new" path="/admin/user-management/new" element={privately([ROLE_ADMIN], <UserManagementForm />)} />,
  <Route key="user" path="/admin/user-management/:login" element={privately([ROLE_ADMIN], <UserManagementDetail />)} />,
  <Route key="user-edit" path="/admin/user-management/:login/edit" element={privately([ROLE_ADMIN], <UserManagementForm />)} />,
  <Route key="health" path="/admin/health" element={privately([ROLE_ADMIN], <HealthPage />)} />,
  <Route key="metrics" path="/admin/metrics" element={privately([ROLE_ADMIN], <MetricsPage />)} />,
  <Route key="configuration" path="/admin/configuration" element={privately([ROLE_ADMIN], <ConfigurationPage />)} />,
  <Route key="logs" path="/admin/logs" element={privately([ROLE_ADMIN], <LogsPage />)} />,
  <Route key="signer-certificates" path="/admin/signer-certificates" element={privately([ROLE_ADMIN], <SignerCertificatesPage />)} />,
  <Route key="retries" path="/admin/retries-statistics" element={privately([ROLE_ADMIN], <RetriesStatisticsPage />)} />,
  <Route key="structure-debug" path="/admin/structure-debug" element={privately([ROLE_ADMIN], <StructureDebugPage />)} />,
  <Route key="admin" path="/admin/*" element={privately(ADMINISTRATORS, <AreaPlaceholder title="portico.area.admin" />)} />,
  <Route key="document-library" path="/wadmin/document-library" element={privately(ADMINISTRATORS, <DocumentLibraryPage />)} />,
  <Route key="license-management" path="/wadmin/license-management" element={privately(ADMINISTRATORS, <LicenseManagementPage />)} />,
  <Route key="site-management" path="/wadmin/site-management" element={privately(ADMINISTRATORS, <SiteManagementPage />)} />,
  <Route key="page-management" path="/wadmin/page-management/:scope?" element={privately(ADMINISTRATORS, <PageManagementScreen />)} />,
  <Route key="wadmin" path="/wadmin/*" element={privately(ADMINISTRATORS, <AreaPlaceholder title="portico.area.wadmin" />)} />,
  <Route key="wuser-composer" path="/wuser/composer" element={privately([ROLE_USER], <PrivateComposer />)} />,
  <Route key="wuser-signatures" path="/wuser/signatures" element={privately([ROLE_USER], <SignatureInboxAddress />)} />,
  <Route key="wuser" path="/wuser/*" element={privately([ROLE_USER], <MoveTo pathname="/wuser/composer" />)} />,
  <Route key="wguest-composer" path="/wguest/composer" element={page(<PublicComposer />)} />,
  <Route key="wguest" path="/wguest/*" element={<MoveTo pathname="/wguest/composer" />} />,
];
