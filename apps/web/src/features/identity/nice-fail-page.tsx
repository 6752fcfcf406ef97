/** `/selfCertification/nice/fail?code=`: a verification that failed or was cancelled. */
import { useSearchParams } from 'react-router';
import { IdentityFailure, IdentityScreen } from './identity-screen';

export function NiceFailPage() {
  const code = useSearchParams()[0].get('code') ?? '';
  return (
    <IdentityScreen>
      <IdentityFailure code={code} />
    </IdentityScreen>
  );
}
