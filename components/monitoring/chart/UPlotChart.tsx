import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { AlignedChart } from './chart-data';
import { SERIES_COLOURS } from './colours';
import { drawObservations } from './observations';

export interface UPlotChartProps {
  aligned: AlignedChart;
  /** Alarm times (seconds), marked by a red line. */
  alarms: number[];
  height: number;
  /** The period shown on the time axis (seconds), whatever the readings cover. */
  range: [number, number];
  /** A range selected with the mouse (seconds). */
  onSelect: (from: number, to: number) => void;
  formatValue: (value: number, unit: string) => string;
  /** Names the daily forms' observations drawn apart from the readings (R-20.8). */
  observationsLabel?: string;
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
  const axes: uPlot.Axis[] = [
    {},
    ...units.slice(0, width < 600 ? 2 : 4).map((unit, index) => ({ scale: unit, side: index % 2 === 0 ? 3 : 1, label: unit, grid: { show: index === 0 } })),
  ];
  return {
    width,
    height,
    series,
    bands,
    axes,
    scales: { x: { time: true, range: () => props.range } },
    legend: { show: false },
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
        (u) => drawObservations(u, aligned.series, SERIES_COLOURS, props.observationsLabel),
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
    const chart = new uPlot(
      buildOptions(
        {
          ...latest.current,
          get range() {
            return latest.current.range;
          },
          onSelect: (from, to) => latest.current.onSelect(from, to),
        },
        element.clientWidth || 600,
      ),
      latest.current.aligned.data as uPlot.AlignedData,
      element,
    );
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
