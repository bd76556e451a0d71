import Plotly from 'plotly.js-cartesian-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';
import type { PlotProps } from 'react-plotly.js/factory';
import { useEffect, useRef } from 'react';

/** plotly's cartesian bundle (bars, scatter, lines, heatmaps): its own chunk, loaded by Plot once a chart is to be drawn */
const PlotlyComponent = createPlotlyComponent(Plotly);

type Resizable = { Plots: { resize: (element: HTMLElement) => Promise<void> | void } };

/**
 * A plotly chart that follows its card's width. The container carries the figure's height, so plotly's autosize
 * never reads a zero height from a panel being opened or a window being resized; a ResizeObserver on the card (not
 * the window) redraws the chart whenever its width changes, and skips a card that is hidden (zero width).
 */
export default function PlotlyChart(props: PlotProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      const next = element.clientWidth;
      if (next === 0 || next === width) return;
      width = next;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const graph = element.querySelector<HTMLElement>('.js-plotly-plot');
        if (graph) void (Plotly as Resizable).Plots.resize(graph);
      });
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  const height = typeof props.layout?.height === 'number' ? props.layout.height : undefined;
  return (
    // layout containment at the figure's own size: plotly measures every tick label as it draws (a forced layout each
    // time); contained, each of those lays out this chart alone rather than the whole page around it
    <div ref={box} style={{ width: '100%', minWidth: 0, ...(height === undefined ? {} : { height, contain: 'size layout style' }) }}>
      <PlotlyComponent {...props} style={{ width: '100%', height, ...props.style }} />
    </div>
  );
}
