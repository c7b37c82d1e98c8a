import uPlot from 'uplot';
import type { AlignedChart } from './chart-data';
import { SERIES_COLOURS } from './colours';
import { drawObservations } from './observations';

/* The uPlot options of the reactor chart: lines, bands, one axis per unit, the site's clock on the time axis. */

export interface ChartOptionsInput {
  aligned: AlignedChart;
  /** Alarm times (seconds), marked by a red line. */
  alarms: number[];
  height: number;
  /** The period shown on the time axis (seconds), whatever the readings cover. */
  range: [number, number];
  /** The zone the time axis reads (the screen's clock, R-20.1). */
  zone: string;
  /** A phone's width: narrower axes, each unit still has its own. */
  compact: boolean;
  /** A range selected with the mouse (seconds). */
  onSelect: (from: number, to: number) => void;
  /** The data index under the pointer, null when it leaves the chart. */
  onCursor: (index: number | null) => void;
  /** Names the daily forms' observations, drawn apart from the readings (R-20.8). */
  observationsLabel?: string;
}

/** uPlot takes an option given as undefined as set: every font is given. */
const fontOf = (phone: boolean) => (phone ? '10px system-ui, sans-serif' : '12px system-ui, sans-serif');

const scaleOf = (series: AlignedChart['series'][number], index: number) => series.unit || `s${index}`;

function drawNormalRanges(u: uPlot, aligned: AlignedChart): void {
  const { ctx, bbox } = u;
  aligned.series.forEach((each, index) => {
    if (each.normal_min === null && each.normal_max === null) return;
    const scale = each.unit || `s${index}`;
    const top = each.normal_max === null ? bbox.top : u.valToPos(each.normal_max, scale, true);
    const bottom = each.normal_min === null ? bbox.top + bbox.height : u.valToPos(each.normal_min, scale, true);
    const colour = SERIES_COLOURS[index % SERIES_COLOURS.length];
    const y0 = Math.max(bbox.top, top);
    const y1 = Math.min(bbox.top + bbox.height, bottom);
    ctx.save();
    // One parameter: its normal band filled; several: each band's edges dashed in its colour, so bands do not muddy.
    if (aligned.series.length === 1) {
      ctx.fillStyle = `${colour}1f`;
      ctx.fillRect(bbox.left, y0, bbox.width, y1 - y0);
    } else {
      ctx.strokeStyle = `${colour}99`;
      ctx.setLineDash([6 * devicePixelRatio, 4 * devicePixelRatio]);
      ctx.lineWidth = devicePixelRatio;
      for (const y of [each.normal_max === null ? null : y0, each.normal_min === null ? null : y1]) {
        if (y === null || y <= bbox.top || y >= bbox.top + bbox.height) continue;
        ctx.beginPath();
        ctx.moveTo(bbox.left, y);
        ctx.lineTo(bbox.left + bbox.width, y);
        ctx.stroke();
      }
    }
    ctx.restore();
  });
}

function drawAlarms(u: uPlot, alarms: number[]): void {
  const { ctx, bbox } = u;
  ctx.save();
  ctx.strokeStyle = '#c92a2a';
  ctx.fillStyle = '#c92a2a';
  ctx.lineWidth = 2 * devicePixelRatio;
  for (const time of alarms) {
    const x = u.valToPos(time, 'x', true);
    if (x < bbox.left || x > bbox.left + bbox.width) continue;
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x - 6 * devicePixelRatio, bbox.top);
    ctx.lineTo(x + 6 * devicePixelRatio, bbox.top);
    ctx.lineTo(x, bbox.top + 10 * devicePixelRatio);
    ctx.fill();
  }
  ctx.restore();
}

/**
 * One axis per unit, alternately left and right, each in the colour of its first parameter; on a phone narrower, with
 * smaller figures, but never dropped.
 */
function axesOf(aligned: AlignedChart, phone: boolean): uPlot.Axis[] {
  const units = [...new Set(aligned.series.map(scaleOf))];
  const font = fontOf(phone);
  return units.map((unit, index) => {
    const first = aligned.series.findIndex((each, at) => scaleOf(each, at) === unit);
    return {
      scale: unit,
      side: index % 2 === 0 ? 3 : 1,
      label: aligned.series[first].unit,
      labelSize: phone ? 14 : 20,
      labelFont: font,
      font,
      size: phone ? 40 : 50,
      stroke: SERIES_COLOURS[first % SERIES_COLOURS.length],
      grid: { show: index === 0 },
    };
  });
}

/**
 * The value scales of units with forms' observations: their range covers the observations too, so that a parameter
 * only a form tells of, or an observation beyond its readings, is on the chart (R-20.8).
 */
function observedScales(aligned: AlignedChart): Record<string, uPlot.Scale> {
  const scales: Record<string, uPlot.Scale> = {};
  aligned.series.forEach((each, index) => {
    if (each.observations.value.length === 0) return;
    const scale = scaleOf(each, index);
    const observed = aligned.series.filter((other, at) => scaleOf(other, at) === scale).flatMap((other) => other.observations.value);
    scales[scale] = {
      range: (_u, min, max) => {
        const low = Math.min(...observed, ...(min === null ? [] : [min]));
        const high = Math.max(...observed, ...(max === null ? [] : [max]));
        return uPlot.rangeNum(low, high, 0.1, true);
      },
    };
  });
  return scales;
}

export function buildOptions(props: ChartOptionsInput, width: number): uPlot.Options {
  const { aligned, height } = props;
  const phone = props.compact;
  const series: uPlot.Series[] = [{}];
  const bands: uPlot.Band[] = [];
  aligned.series.forEach((each, index) => {
    const colour = SERIES_COLOURS[index % SERIES_COLOURS.length];
    const scale = scaleOf(each, index);
    series.push({ label: `${each.name} (${each.unit})`, stroke: colour, width: 2, scale, points: { show: aligned.sparse[index], size: 7, fill: colour } });
    series.push({ label: `${each.name} min`, stroke: `${colour}55`, width: 1, scale, points: { show: false } });
    series.push({ label: `${each.name} max`, stroke: `${colour}55`, width: 1, scale, points: { show: false } });
    const base = 1 + index * 3;
    bands.push({ series: [base + 2, base + 1], fill: `${colour}22` });
  });
  return {
    width,
    height,
    series,
    bands,
    axes: [{ size: phone ? 44 : 48, font: fontOf(phone) }, ...axesOf(aligned, phone)],
    scales: { x: { time: true, range: () => props.range }, ...observedScales(aligned) },
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), props.zone),
    legend: { show: false },
    cursor: { drag: { x: true, y: false, setScale: false } },
    hooks: {
      drawClear: [(u) => drawNormalRanges(u, aligned)],
      draw: [(u) => drawAlarms(u, props.alarms), (u) => drawObservations(u, aligned.series, SERIES_COLOURS, props.observationsLabel)],
      setCursor: [(u) => props.onCursor(u.cursor.idx ?? null)],
      setSelect: [
        (u) => {
          if (u.select.width < 5) return;
          const from = u.posToVal(u.select.left, 'x');
          const to = u.posToVal(u.select.left + u.select.width, 'x');
          u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
          props.onSelect(from, to);
        },
      ],
    },
  };
}
