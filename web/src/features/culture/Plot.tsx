import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PlotProps } from 'react-plotly.js/factory';

// plotly is most of the Culture page's weight: the page, its filters and each card's skeleton draw first, and the
// charts as soon as this chunk arrives (it is fetched once, for every chart of the page)
const PlotlyChart = lazy(() => import('./PlotlyChart'));

/** a plotly chart, drawn once plotly's chunk has loaded; a skeleton of the chart's height until then */
export function Plot(props: PlotProps) {
  const height = typeof props.layout?.height === 'number' ? props.layout.height : 300;
  return (
    <Suspense fallback={<Skeleton h={height} data-testid="chart-loading" />}>
      <PlotlyChart {...props} />
    </Suspense>
  );
}

/** starts fetching plotly's chunk ahead of the first chart (the same import: fetched once) */
export const preloadPlot = () => import('./PlotlyChart');
