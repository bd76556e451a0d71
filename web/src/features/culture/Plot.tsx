import { Skeleton } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import type { PlotProps } from 'react-plotly.js/factory';

// plotly is most of the Culture page's weight: its own chunk, fetched once for every chart of the page. Not a
// React.lazy in a Suspense boundary: React 19 holds back the reveal of a suspended boundary until 300 ms after its
// fallback showed, so every chart drew about 0.3 s after it could have (ADR 0105). The chunk is asked for as soon
// as the Culture route is known (app/router.tsx); a chart that renders before it is in shows a skeleton of its
// height, and the chart itself as soon as the chunk is.

type Chart = ComponentType<PlotProps>;
let loaded: Chart | null = null;
let loading: Promise<Chart> | null = null;

/** fetches and evaluates plotly's chunk once, ahead of the first chart; a failed fetch is tried again next time */
export const preloadPlot = (): Promise<Chart> =>
  (loading ??= import('./PlotlyChart').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** a plotly chart, drawn once plotly's chunk has loaded; a skeleton of the chart's height until then */
export function Plot(props: PlotProps) {
  const [PlotlyChart, setPlotlyChart] = useState<Chart | null>(() => loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (PlotlyChart) return;
    let live = true;
    preloadPlot().then(
      (chart) => live && setPlotlyChart(() => chart),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [PlotlyChart]);
  // a chunk that cannot be fetched (a new release replaced it) reaches the route's error page, as a lazy page would
  if (failure) throw failure;
  if (!PlotlyChart) return <Skeleton h={heightOf(props.layout)} data-testid="chart-loading" />;
  return <PlotlyChart {...props} />;
}

/** the height a figure's layout asks for (plotly's default otherwise): what the chart's place keeps before it draws */
export const heightOf = (layout: PlotProps['layout']) => (typeof layout?.height === 'number' ? layout.height : 300);
