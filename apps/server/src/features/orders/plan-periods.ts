/**
 * When each line of an order runs, given the periods the partner already holds, so that no paid day
 * is bought twice. Plans run in lanes (planLane in the contract). A new period in a lane
 * starts the day after the lane's latest period ends (today when the lane is empty); when it is
 * another plan of the lane, it replaces that latest one at its end, never today.
 */
import { addMonths } from '@partner-portal/contract/seoul-time';

/** A period the partner holds (paid, or a renewal being charged) in a lane. */
export interface HeldPeriod {
  subscriptionNo: number;
  productKey: string;
  name: string;
  lane: string;
  start: string;
  end: string;
}

export interface WantedLine {
  productKey: string;
  lane: string;
  periodMonths: number;
}

export interface PlannedPeriod {
  start: string;
  end: string;
  /** The lane's period running today (이용 중인 기간), if any. */
  held: HeldPeriod | null;
  /** Another plan of the lane that this one follows and replaces at the end of its period. */
  replaces: HeldPeriod | null;
}

/**
 * Each line's period, in order: a line after another of its lane in the same order follows it.
 * Periods that ended before `today` are ignored.
 */
export function planPeriods(
  held: readonly HeldPeriod[],
  lines: readonly WantedLine[],
  today: string,
): PlannedPeriod[] {
  const taken = held.filter((period) => period.end >= today);
  return lines.map((line) => {
    const lane = taken.filter((period) => period.lane === line.lane);
    const latest = lane.reduce<HeldPeriod | null>(
      (last, period) => (!last || period.end > last.end ? period : last),
      null,
    );
    const start = latest ? addMonths(latest.end, 0, 1) : today;
    const end = addMonths(start, line.periodMonths, -1);
    const planned: PlannedPeriod = {
      start,
      end,
      held: lane.find((period) => period.start <= today) ?? null,
      replaces: latest && latest.productKey !== line.productKey ? latest : null,
    };
    taken.push({ subscriptionNo: 0, productKey: line.productKey, name: '', lane: line.lane, start, end });
    return planned;
  });
}

/** The last period of each lane: the only one that may renew (a renewal of another would overlap it). */
export function latestOfLanes(held: readonly HeldPeriod[]): Set<number> {
  const latest = new Map<string, HeldPeriod>();
  for (const period of held) {
    const last = latest.get(period.lane);
    if (!last || period.end > last.end) latest.set(period.lane, period);
  }
  return new Set([...latest.values()].map((period) => period.subscriptionNo));
}
