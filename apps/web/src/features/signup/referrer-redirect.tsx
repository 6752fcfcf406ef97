import { PATHS } from '@partner-portal/contract/routes';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { saveReferrer } from '../../lib/signup-attribution';

/** `/h/{hunter}`: a partner's referral link; the referrer is kept until the sign-up is sent. */
export function ReferrerRedirect() {
  const { hunter } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (hunter) saveReferrer(hunter);
    navigate(PATHS.signUp, { replace: true });
  }, [hunter, navigate]);
  return null;
}
