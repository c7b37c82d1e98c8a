import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { AlignedChart } from './chart-data';

/** One colour per parameter (forest, ochre, blue, plum…), readable on white. */
export const SERIES_COLOURS = ['#2f6b3a', '#b8610a', '#1f5fa8', '#8a3b8f', '#a32929', '#3d7f7a', '#6b5b2f', '#4a4a4a'];

export interface UPlotChartProps {
  aligned: AlignedChart;
  /** Alarm times (seconds), marked by a red line. */
  alarms: number[];
  height: number;
  /** A range selected with the mouse (seconds). */
  onSelect: (from: number, to: number) => void;
  formatValue: (value: number, unit: string) => string;
}

function buildOptions(props: UPlotChartProps, width: number): uPlot.Options {
  const { aligned, height } = props;
  const series: uPlot.Series[] = [{}];
  const bands: uPlot.Band[] = [];
  aligned.series.forEach((each, index) => {
    const colour = SERIES_COLOURS[index % SERIES_COLOURS.length];
    const scale = each.unit || `s${index}`;
    series.push({ label: `${each.name} (${each.unit})`, stroke: colour, width: 2, scale, spanGaps: false, value: (_u, v) => (v == null ? '–' : props.formatValue(v, each.unit)) });
    series.push({ label: `${each.name} min`, stroke: `${colour}55`, width: 1, scale, show: true });
    series.push({ label: `${each.name} max`, stroke: `${colour}55`, width: 1, scale, show: true });
    const base = 1 + index * 3;
    bands.push({ series: [base + 2, base + 1], fill: `${colour}22` });
  });
  const units = [...new Set(aligned.series.map((each, index) => each.unit || `s${index}`))];
  const axes: uPlot.Axis[] = [{}, ...units.slice(0, 2).map((unit, index) => ({ scale: unit, side: index === 0 ? 3 : 1, label: unit, grid: { show: index === 0 } }))];
  return {
    width,
    height,
    series,
    bands,
    axes,
    scales: { x: { time: true } },
    legend: { live: true },
    cursor: { drag: { x: true, y: false, setScale: false } },
    hooks: {
      drawClear: [
        (u) => {
          const { ctx, bbox } = u;
          aligned.series.forEach((each, index) => {
            if (each.normal_min === null && each.normal_max === null) return;
            const scale = each.unit || `s${index}`;
            const top = each.normal_max === null ? bbox.top : u.valToPos(each.normal_max, scale, true);
            const bottom = each.normal_min === null ? bbox.top + bbox.height : u.valToPos(each.normal_min, scale, true);
            ctx.save();
            ctx.fillStyle = `${SERIES_COLOURS[index % SERIES_COLOURS.length]}14`;
            ctx.fillRect(bbox.left, Math.max(bbox.top, top), bbox.width, Math.min(bbox.top + bbox.height, bottom) - Math.max(bbox.top, top));
            ctx.restore();
          });
        },
      ],
      draw: [
        (u) => {
          const { ctx, bbox } = u;
          ctx.save();
          ctx.strokeStyle = '#c92a2a';
          ctx.fillStyle = '#c92a2a';
          ctx.lineWidth = 2 * devicePixelRatio;
          for (const time of props.alarms) {
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
        },
      ],
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

/** The uPlot chart (loaded on demand): mean lines, min–max bands, normal ranges shaded, alarms marked. */
export default function UPlotChart(props: UPlotChartProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const shape = `${props.aligned.series.map((each) => each.parameter_id).join(',')}|${props.height}|${props.alarms.join(',')}`;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = new uPlot(buildOptions({ ...latest.current, onSelect: (from, to) => latest.current.onSelect(from, to) }, element.clientWidth || 600), latest.current.aligned.data as uPlot.AlignedData, element);
    plot.current = chart;
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: latest.current.height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [shape]);

  useEffect(() => {
    plot.current?.setData(props.aligned.data as uPlot.AlignedData);
  }, [props.aligned]);

  return <div ref={container} data-testid="uplot-chart" />;
}
