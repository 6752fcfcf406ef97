import { PATHS } from '@partner-portal/contract/routes';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { clearReferrer, saveReferrer } from '../../lib/signup-attribution';
import { isKnownReferrer } from './api/check-referrer';

/** What the sign-up page is told when the link's referrer was dropped. */
export interface SignUpEntryState {
  unknownReferrer?: boolean;
}

/**
 * `/h/{hunter}`: a partner's referral link. A known referrer is kept until the sign-up is sent; an
 * unknown one is dropped at once (and said so on the form), so it never blocks the sign-up later.
 */
export function ReferrerRedirect() {
  const { hunter = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void isKnownReferrer(hunter).then((known) => {
      if (!current) return;
      if (known) saveReferrer(hunter);
      else clearReferrer();
      const state: SignUpEntryState | undefined = known ? undefined : { unknownReferrer: true };
      navigate(PATHS.signUp, { replace: true, state });
    });
    return () => {
      current = false;
    };
  }, [hunter, navigate]);
  return null;
}
