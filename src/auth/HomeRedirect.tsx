import { Navigate } from 'react-router-dom';
import { homeOf } from './roles';
import { useSession } from './useSession';

/** `/`: administrators to site management, users to their composer, everyone else to the guest composer. */
export function HomeRedirect() {
  const { isPending, authenticated, authorities } = useSession();
  if (isPending) return null;
  return <Navigate to={homeOf(authenticated ? authorities : [])} replace />;
}
