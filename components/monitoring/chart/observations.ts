import type uPlot from 'uplot';
import type { ChartSeries } from '@/lib/schemas/monitoring-charts';

/*
 * The daily forms' observations on the chart (docs/requirements.md ): what a form said of a parameter is not one of
 * its readings, so it is drawn apart, as hollow diamonds in the parameter's colour on its axis, never joined to the
 * readings' line, and the chart names them ("◇ form observations").
 */

/** Half the width of a diamond, in CSS pixels. */
const SIZE = 5;

/** How many of the series' observations fall in [from, to] (seconds). */
export function visibleObservations(series: readonly ChartSeries[], from: number, to: number): number {
  return series.reduce((sum, each) => sum + each.observations.time.filter((time) => time >= from && time <= to).length, 0);
}

/** Draws each observation as a hollow diamond; `label` is written in the plot's top right corner when any is shown. */
export function drawObservations(u: uPlot, series: readonly ChartSeries[], colours: readonly string[], label?: string): void {
  const { ctx, bbox } = u;
  const ratio = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1;
  const size = SIZE * ratio;
  let drawn = 0;
  ctx.save();
  ctx.lineWidth = 2 * ratio;
  series.forEach((each, index) => {
    const scale = each.unit || `s${index}`;
    ctx.strokeStyle = colours[index % colours.length];
    ctx.fillStyle = '#ffffff';
    each.observations.time.forEach((time, i) => {
      const x = u.valToPos(time, 'x', true);
      const y = u.valToPos(each.observations.value[i], scale, true);
      if (!Number.isFinite(x) || !Number.isFinite(y) || x < bbox.left || x > bbox.left + bbox.width || y < bbox.top || y > bbox.top + bbox.height) return;
      ctx.beginPath();
      ctx.moveTo(x, y - size);
      ctx.lineTo(x + size, y);
      ctx.lineTo(x, y + size);
      ctx.lineTo(x - size, y);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      drawn += 1;
    });
  });
  if (drawn > 0 && label) {
    ctx.fillStyle = '#495057';
    ctx.font = `${12 * ratio}px sans-serif`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'top';
    ctx.fillText(`◇ ${label}`, bbox.left + bbox.width - 4 * ratio, bbox.top + 4 * ratio);
  }
  ctx.restore();
}
