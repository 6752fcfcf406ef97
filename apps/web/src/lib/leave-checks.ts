/**
 * Screens that would lose something on leaving (unsaved changes) register a check here; the
 * navigation gate asks every check before it approves a move to another place in the app.
 */
export interface Place {
  pathname: string;
  search: string;
}

/** Answers true when the move may go on; may ask the person first. */
export type LeaveCheck = (from: Place, to: Place) => boolean | Promise<boolean>;

const checks = new Set<LeaveCheck>();

/** Registers a check; call the returned function to remove it. */
export function addLeaveCheck(check: LeaveCheck): () => void {
  checks.add(check);
  return () => checks.delete(check);
}

export async function mayLeave(from: Place, to: Place): Promise<boolean> {
  for (const check of [...checks]) {
    if (!(await check(from, to))) return false;
  }
  return true;
}
