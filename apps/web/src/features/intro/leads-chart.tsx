/**
 * The home screen's one chart: leads (bars) and spend (line) of the last six months, drawn by uPlot.
 * Loaded only by home, lazily (a default export for React.lazy). The canvas is hidden from screen
 * readers: the card beside it carries the same numbers as a table.
 */
import type { EstimateMonth } from '@partner-portal/contract/estimates-api';
import { formatWon } from '@partner-portal/contract/money';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export const CHART_HEIGHT = 220;
const LEADS_COLOUR = '#0958d9';
const SPEND_COLOUR = '#d46b08';

const monthLabel = (month: string) => `${Number(month.slice(5, 7))}월`;

function options(months: readonly EstimateMonth[], width: number): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, months.length - 0.5] },
      leads: { range: (_u, _min, max) => [0, Math.max(5, max * 1.15)] },
      won: { range: (_u, _min, max) => [0, Math.max(100_000, max * 1.15)] },
    },
    axes: [
      {
        splits: () => months.map((_, i) => i),
        values: (_u, splits) => splits.map((i) => (months[i] ? monthLabel(months[i].month) : '')),
        grid: { show: false },
      },
      {
        scale: 'leads',
        size: 40,
        values: (_u, splits) => splits.map((v) => `${v}건`),
        grid: { stroke: '#eef0f3' },
      },
      {
        scale: 'won',
        side: 1,
        size: 64,
        grid: { show: false },
        values: (_u, splits) => splits.map((v) => (v === 0 ? '0' : formatWon(v, 'units').replace(' 원', ''))),
      },
    ],
    series: [
      {},
      {
        label: '상담 요청',
        scale: 'leads',
        fill: `${LEADS_COLOUR}cc`,
        stroke: LEADS_COLOUR,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.5, 48] }),
        points: { show: false },
      },
      {
        label: '결제 금액',
        scale: 'won',
        stroke: SPEND_COLOUR,
        width: 2,
        points: { show: true, size: 6, fill: SPEND_COLOUR },
      },
    ],
  };
}

export default function LeadsChart({ months }: { months: readonly EstimateMonth[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      months.map((_, i) => i),
      months.map((m) => m.leads),
      months.map((m) => m.spend_won),
    ];
    const plot = new uPlot(options(months, element.clientWidth), data, element);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: CHART_HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [months]);
  return (
    <figure className="leads-chart" aria-hidden="true">
      <div ref={box} className="leads-chart__canvas" />
      <figcaption className="leads-chart__legend">
        <span className="leads-chart__key leads-chart__key--leads">상담 요청(건)</span>
        <span className="leads-chart__key leads-chart__key--spend">결제 금액(원)</span>
      </figcaption>
    </figure>
  );
}
