import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { buildOptions, type ChartOptionsInput } from './uplot-options';

export type UPlotChartProps = ChartOptionsInput;

/** The uPlot chart (loaded on demand): mean lines, min–max bands, normal ranges shaded, alarms marked. */
export default function UPlotChart(props: UPlotChartProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { aligned } = props;
  // Rebuilt when what is drawn changes shape: the parameters, which of them are drawn as points, the alarms, the clock, a phone's width.
  const shape = `${aligned.series.map((each, index) => `${each.parameter_id}:${aligned.sparse[index]}`).join(',')}|${props.height}|${props.alarms.join(',')}|${props.zone}|${props.compact}`;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const current = latest.current;
    const chart = new uPlot(
      buildOptions(
        {
          ...current,
          get range() {
            return latest.current.range;
          },
          onSelect: (from, to) => latest.current.onSelect(from, to),
          onCursor: (index) => latest.current.onCursor(index),
        },
        element.clientWidth || 600,
      ),
      current.aligned.data as uPlot.AlignedData,
      element,
    );
    plot.current = chart;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      chart.setSize({ width, height: latest.current.height });
    });
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
