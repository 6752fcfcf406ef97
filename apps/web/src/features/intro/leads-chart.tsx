/**
 * The home screen's one chart: leads (bars, left axis) and spend (line, right axis) of the last six
 * months, as SVG that the server renders with the page. Across, positions are percentages of the plot,
 * so it fits any width without measuring; down, pixels. It used uPlot (issue #14): a 20 kB chunk whose
 * import built Intl formatters (ICU's data, ~160 ms of a phone's main thread) and which drew only
 * after the page had started. Hidden from screen readers: the card carries the numbers as a table.
 */
import type { EstimateMonth } from '@partner-portal/contract/estimates-api';
import { formatWon } from '@partner-portal/contract/money';

export const CHART_HEIGHT = 220;
/** Room above the highest tick and below the baseline (the month labels sit under the plot). */
const TOP = 10;
const BOTTOM = 8;
const TICKS = 4;

const monthLabel = (month: string) => `${Number(month.slice(5, 7))}월`;

/**
 * Ticks from 0 in a round step (1, 2 or 5 × 10ⁿ), at least `floor` high, with headroom over `max`;
 * with `intervals`, exactly that many steps (the right axis takes the left's, so both share the grid).
 */
export function niceTicks(max: number, floor: number, intervals?: number): number[] {
  const top = Math.max(floor, max * 1.15);
  const rough = top / (intervals ?? TICKS);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough)!;
  return Array.from({ length: (intervals ?? Math.ceil(top / step)) + 1 }, (_, i) => i * step);
}

const wonTick = (won: number) => (won === 0 ? '0' : formatWon(won, 'units').replace(' 원', ''));

export function LeadsChart({ months }: { months: readonly EstimateMonth[] }) {
  const leadTicks = niceTicks(Math.max(0, ...months.map((m) => m.leads)), 5);
  const wonTicks = niceTicks(Math.max(0, ...months.map((m) => m.spend_won)), 100_000, leadTicks.length - 1);
  const plot = CHART_HEIGHT - TOP - BOTTOM;
  const y = (value: number, ticks: number[]) => TOP + plot * (1 - value / ticks.at(-1)!);
  const slot = 100 / months.length;
  const centre = (i: number) => slot * (i + 0.5);
  const spend = months.map((m, i) => ({ x: `${centre(i)}%`, y: y(m.spend_won, wonTicks) }));
  return (
    <figure className="leads-chart" aria-hidden="true">
      <div className="leads-chart__frame" style={{ height: CHART_HEIGHT }}>
        <Axis side="leads" ticks={leadTicks} at={(v) => y(v, leadTicks)} label={(v) => `${v}건`} />
        <svg className="leads-chart__plot" width="100%" height={CHART_HEIGHT}>
          {leadTicks.map((tick) => (
            <line
              key={tick}
              className="leads-chart__grid"
              x1="0"
              x2="100%"
              y1={y(tick, leadTicks)}
              y2={y(tick, leadTicks)}
            />
          ))}
          {months.map((m, i) => (
            <rect
              key={m.month}
              className="leads-chart__bar"
              x={`${centre(i) - slot / 4}%`}
              width={`${slot / 2}%`}
              y={y(m.leads, leadTicks)}
              height={y(0, leadTicks) - y(m.leads, leadTicks)}
            />
          ))}
          {spend.slice(1).map((point, i) => (
            <line
              key={point.x}
              className="leads-chart__line"
              x1={spend[i]!.x}
              y1={spend[i]!.y}
              x2={point.x}
              y2={point.y}
            />
          ))}
          {spend.map((point) => (
            <circle key={point.x} className="leads-chart__point" cx={point.x} cy={point.y} r={3} />
          ))}
        </svg>
        <Axis side="spend" ticks={wonTicks} at={(v) => y(v, wonTicks)} label={wonTick} />
      </div>
      <div className="leads-chart__months" style={{ gridTemplateColumns: `repeat(${months.length}, 1fr)` }}>
        {months.map((m) => (
          <span key={m.month}>{monthLabel(m.month)}</span>
        ))}
      </div>
      <figcaption className="leads-chart__legend">
        <span className="leads-chart__key leads-chart__key--leads">상담 요청(건)</span>
        <span className="leads-chart__key leads-chart__key--spend">결제 금액(원)</span>
      </figcaption>
    </figure>
  );
}

function Axis(props: {
  side: 'leads' | 'spend';
  ticks: number[];
  at: (value: number) => number;
  label: (value: number) => string;
}) {
  return (
    <div className={`leads-chart__axis leads-chart__axis--${props.side}`}>
      {props.ticks.map((tick) => (
        <span key={tick} style={{ top: props.at(tick) }}>
          {props.label(tick)}
        </span>
      ))}
    </div>
  );
}
