import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { PrivateRoute } from '../auth/PrivateRoute';
import { ADMINISTRATORS, ANY_ACCOUNT, ROLE_USER } from '../auth/roles';
import { LoginModal } from '../auth/login/LoginModal';
import { LogoutPage } from '../auth/LogoutPage';
import { AreaPlaceholder } from '../areas/AreaPlaceholder';

// The account screens load on demand: most visits never open them.
const RegisterPage = lazy(() => import('../account/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ActivatePage = lazy(() => import('../account/ActivatePage').then((m) => ({ default: m.ActivatePage })));
const ResetRequestPage = lazy(() => import('../account/ResetRequestPage').then((m) => ({ default: m.ResetRequestPage })));
const ResetFinishPage = lazy(() => import('../account/ResetFinishPage').then((m) => ({ default: m.ResetFinishPage })));
const AdiutoResetFinishPage = lazy(() => import('../account/AdiutoResetFinishPage').then((m) => ({ default: m.AdiutoResetFinishPage })));
const SettingsPage = lazy(() => import('../account/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const PasswordPage = lazy(() => import('../account/PasswordPage').then((m) => ({ default: m.PasswordPage })));

const page = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;
const privately = (any: string[], element: ReactNode) => <PrivateRoute any={any}>{page(element)}</PrivateRoute>;

/** The top-level routes of the shell (entity routes come from the resources). */
export const shellRoutes = [
  <Route key="login" path="/login" element={<LoginModal />} />,
  <Route key="logout" path="/logout" element={<LogoutPage />} />,
  <Route key="register" path="/account/register" element={page(<RegisterPage />)} />,
  <Route key="activate" path="/account/activate/:key?" element={page(<ActivatePage />)} />,
  <Route key="reset-request" path="/account/reset/request" element={page(<ResetRequestPage />)} />,
  <Route key="reset-finish" path="/account/reset/finish/:key?" element={page(<ResetFinishPage />)} />,
  <Route key="adiuto-reset" path="/account/reset/adiuto/finish/:key?" element={page(<AdiutoResetFinishPage />)} />,
  <Route key="settings" path="/account/settings" element={privately(ANY_ACCOUNT, <SettingsPage />)} />,
  <Route key="password" path="/account/password" element={privately(ANY_ACCOUNT, <PasswordPage />)} />,
  <Route key="account" path="/account" element={privately(ANY_ACCOUNT, <SettingsPage />)} />,
  <Route key="admin" path="/admin/*" element={privately(ADMINISTRATORS, <AreaPlaceholder title="portico.area.admin" />)} />,
  <Route key="wadmin" path="/wadmin/*" element={privately(ADMINISTRATORS, <AreaPlaceholder title="portico.area.wadmin" />)} />,
  <Route key="wuser" path="/wuser/*" element={privately([ROLE_USER], <AreaPlaceholder title="portico.area.wuser" />)} />,
  <Route key="wguest" path="/wguest/*" element={<AreaPlaceholder title="portico.area.wguest" />} />,
];
