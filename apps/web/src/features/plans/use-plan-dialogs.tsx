/** The join and consulting dialogs of a plan screen, opened from any plan shown on it. */
import type { PlanProduct } from '@partner-portal/contract/plans-api';
import { useState } from 'react';
import { PlanConsultDialog } from './plan-consult-dialog';
import { PlanJoinDialog } from './plan-join-dialog';
import type { AdRegion } from './region-picker';

export function usePlanDialogs(region: AdRegion | null) {
  const [joining, setJoining] = useState<PlanProduct | null>(null);
  const [consulting, setConsulting] = useState<PlanProduct | null>(null);
  const dialogs = (
    <>
      <PlanJoinDialog product={joining} region={region} onClose={() => setJoining(null)} />
      <PlanConsultDialog product={consulting} onClose={() => setConsulting(null)} />
    </>
  );
  return { join: setJoining, consult: setConsulting, dialogs };
}
