import { PATHS } from '@partner-portal/contract/routes';
import { Navigate, useSearchParams } from 'react-router';
import { safeInAppPath } from '../lib/safe-path';

/** `/redirect?path=…` opens `path` again; a tab's "새로고침" passes through here to rebuild its view. */
export function RedirectPage() {
  const [params] = useSearchParams();
  return <Navigate to={safeInAppPath(params.get('path')) ?? PATHS.intro} replace />;
}
