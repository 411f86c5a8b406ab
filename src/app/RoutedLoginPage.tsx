import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../session/SessionContext';
import { lazyComponent } from '../ui/lazyComponent';
import { loadLoginPage } from './loginPageChunk';
import { paths } from './paths';

/** The key screen's own chunk (loginPageChunk.ts): not part of the frame the pages load. */
const LoginPage = lazyComponent(loadLoginPage, (m) => m.LoginPage);

/** The key screen as the /login route: after the key, on to the page the person was on. */
export function RoutedLoginPage() {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  // Signed in already when the page opened (e.g. Back to it): nothing to do here.
  const [alreadySignedIn] = useState(signedIn);
  if (alreadySignedIn) return <Navigate to={paths.home()} replace />;
  return <LoginPage goTo={(path) => void navigate(path, { replace: true })} />;
}
