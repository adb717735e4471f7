import { useId } from 'react';
import type { ResultsDay } from '../../../core/results.js';
import { compactWords, countWords, shortDay, weekdayDay } from './results-words.js';
import * as ui from '../shared/admin-ui.css.js';
import * as r from './results.css.js';

// The daily chart (docs/product.md#27-results): visitors as bars on the left scale, leads as a line on the
// right one, drawn on the server as inline SVG (no script, no chart library), with the same numbers in a
// table under it. The SVGs have no viewBox of their own, so their text is in pixels and stays legible on a
// phone: each scale is an SVG beside the plot, and the bars and the line are drawn in a nested SVG stretched
// over the plot. Positions are SVG attributes, never style attributes (the pages' CSP allows no inline style).

/** The plot's box inside the chart, in % of its height: room above for the top scale labels, below for the days. */
const PLOT_TOP = 8;
const PLOT_HEIGHT = 78;
/** The nested SVG's own units, stretched to the plot's box. */
const W = 1000;
const H = 300;
/** About as many day labels as fit on a desktop; phones show every other one. */
const DAY_LABELS = 8;
/** Up to this many days, each day's leads get a dot on the line. */
const DOTS_UP_TO = 62;

export interface ChartScale {
  /** The scale's top: a round number at or above the largest value. */
  top: number;
  /** The values its lines are labelled with, 0 first. */
  ticks: number[];
}

const TICK_STEPS = [1, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** A scale of four steps of a round, whole size (1, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten) that holds `max`. */
export function chartScale(max: number, intervals = 4): ChartScale {
  const raw = Math.max(max, 1) / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, TICK_STEPS.map((m) => m * magnitude).find((size) => size >= raw && Number.isInteger(size)) ?? 10 * magnitude);
  return { top: step * intervals, ticks: Array.from({ length: intervals + 1 }, (_, i) => i * step) };
}

/** Which days carry a label, and whether each is one a phone leaves out: every `step`-th day from the first. */
export function dayLabels(days: number): { index: number; minor: boolean }[] {
  const step = Math.max(1, Math.ceil(days / DAY_LABELS));
  const labels: { index: number; minor: boolean }[] = [];
  for (let index = 0, k = 0; index < days; index += step, k++) labels.push({ index, minor: k % 2 === 1 });
  return labels;
}

const round = (value: number) => Math.round(value * 100) / 100;
/** A value's height in the plot's own units, and in % of the whole chart. */
const plotY = (value: number, scale: ChartScale) => round(H - (value / scale.top) * H);
const chartY = (value: number, scale: ChartScale) => `${round(PLOT_TOP + (1 - value / scale.top) * PLOT_HEIGHT)}%`;

const busiest = (daily: ResultsDay[], key: 'visitors' | 'leads') => daily.reduce((best, day) => (day[key] > best[key] ? day : best), daily[0]!);

/** The chart's text alternative: the totals and the busiest days. */
export function chartSummary(daily: ResultsDay[], period: string): string {
  const part = (key: 'visitors' | 'leads') => {
    const total = daily.reduce((sum, day) => sum + day[key], 0);
    if (total === 0) return `no ${key}`;
    const top = busiest(daily, key);
    return `${countWords(total)} ${total === 1 ? key.slice(0, -1) : key}, the most on ${shortDay(top.day)} (${countWords(top[key])})`;
  };
  return `Visitors and leads per day, ${period}: ${part('visitors')}; ${part('leads')}.`;
}

/** A scale's labels beside the plot, each at the height of its line, in the colour of its series. */
function Axis({ scale, side }: { scale: ChartScale; side: 'left' | 'right' }) {
  const left = side === 'left';
  return (
    <svg className={r.axis}>
      {scale.ticks.map((tick) => (
        <text key={tick} x={left ? '100%' : '0'} y={chartY(tick, scale)} dy="4" textAnchor={left ? 'end' : 'start'} className={left ? r.visitorTick : r.leadTick}>
          {compactWords(tick)}
        </text>
      ))}
    </svg>
  );
}

/** The chart: the visitors' scale, the plot, the leads' scale; one image to a screen reader, said in words. */
function Chart({ daily, period }: { daily: ResultsDay[]; period: string }) {
  const n = daily.length;
  const visitors = chartScale(Math.max(...daily.map((day) => day.visitors)));
  const leads = chartScale(Math.max(...daily.map((day) => day.leads)));
  const slot = W / n;
  // Bars with a gap between them while there is room, touching when there are many, never wider than 6 %.
  const barWidth = Math.min(slot * (n > 60 ? 1 : 0.7), 60);
  const centre = (i: number) => slot * (i + 0.5);
  const share = (i: number) => (i + 0.5) / n;
  return (
    <div className={r.chartFrame} role="img" aria-label={chartSummary(daily, period)}>
      <Axis scale={visitors} side="left" />
      <svg className={r.plot}>
        <svg x="0" y={`${PLOT_TOP}%`} width="100%" height={`${PLOT_HEIGHT}%`} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" overflow="visible">
          {visitors.ticks.map((tick) => (
            <line key={tick} x1="0" x2={W} y1={plotY(tick, visitors)} y2={plotY(tick, visitors)} className={tick === 0 ? r.baseline : r.grid} vectorEffect="non-scaling-stroke" />
          ))}
          {daily.map((day, i) =>
            day.visitors > 0 ? (
              <rect key={day.day} x={round(centre(i) - barWidth / 2)} width={round(barWidth)} y={plotY(day.visitors, visitors)} height={round((day.visitors / visitors.top) * H)} className={r.bar} />
            ) : null,
          )}
          {n > 1 ? (
            <polyline points={daily.map((day, i) => `${round(centre(i))},${plotY(day.leads, leads)}`).join(' ')} className={n > DOTS_UP_TO ? r.leadLineThin : r.leadLine} vectorEffect="non-scaling-stroke" />
          ) : null}
        </svg>
        {n <= DOTS_UP_TO ? daily.map((day, i) => <circle key={day.day} cx={`${round(share(i) * 100)}%`} cy={chartY(day.leads, leads)} r="4" className={r.leadDot} />) : null}
        {dayLabels(n).map(({ index, minor }) => {
          // The first and last labels lean inwards, so they are not cut at the plot's edges.
          const at = share(index);
          const anchor = at < 0.06 ? 'start' : at > 0.94 ? 'end' : 'middle';
          const x = anchor === 'start' ? index / n : anchor === 'end' ? (index + 1) / n : at;
          return (
            <text key={index} x={`${round(x * 100)}%`} y="100%" dy="-4" textAnchor={anchor} className={minor ? r.minorDayLabel : r.dayLabel}>
              {shortDay(daily[index]!.day)}
            </text>
          );
        })}
      </svg>
      <Axis scale={leads} side="right" />
    </div>
  );
}

/** The same numbers as a table, folded: a long period has a row a day. */
function DaysTable({ daily, period }: { daily: ResultsDay[]; period: string }) {
  const id = useId();
  return (
    <details className={ui.more}>
      <summary className={ui.moreSummary}>Show the numbers</summary>
      <div className={r.daysScroller} role="region" tabIndex={0} aria-labelledby={`${id}caption`}>
        <table className={r.table}>
          <caption id={`${id}caption`} className={r.caption}>
            Visitors and leads per day, {period}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={r.keyHead}>
                Day
              </th>
              {['Visitors', 'Leads'].map((column) => (
                <th key={column} scope="col" className={r.th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row" className={r.dayCell}>
                  <time dateTime={day.day}>{weekdayDay(day.day)}</time>
                </th>
                <td className={r.figureCell}>{countWords(day.visitors)}</td>
                <td className={r.figureCell}>{countWords(day.leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The chart with its legend and its numbers; a sentence instead when the period had no visit and no lead. */
export function DailyChart({ daily, period }: { daily: ResultsDay[]; period: string }) {
  if (!daily.some((day) => day.visitors > 0 || day.leads > 0)) return <p className={r.note}>No visits in this period.</p>;
  return (
    <>
      <p className={r.chartLegend}>
        <span>
          <span className={r.visitorSwatch} aria-hidden="true" />
          Visitors (bars, left scale)
        </span>
        <span>
          <span className={r.leadSwatch} aria-hidden="true" />
          Leads (line, right scale)
        </span>
      </p>
      <Chart daily={daily} period={period} />
      <DaysTable daily={daily} period={period} />
    </>
  );
}
