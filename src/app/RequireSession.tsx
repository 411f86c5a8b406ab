import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberReturnPath } from '../session/keyStorage';
import { useSession } from '../session/SessionContext';
import { paths } from './paths';

/** Pages behind the key. Without one, the key screen; the page's path is kept for after. */
export function RequireSession() {
  const { signedIn, endReason } = useSession();
  const location = useLocation();
  if (!signedIn) {
    if (endReason !== 'logout') {
      rememberReturnPath(`${location.pathname}${location.search}${location.hash}`);
    }
    return <Navigate to={paths.login()} replace />;
  }
  return <Outlet />;
}
