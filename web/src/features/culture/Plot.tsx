import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PlotProps } from 'react-plotly.js/factory';

// plotly is most of the Culture page's weight: the page, its filters and each card's skeleton draw first, and the
// charts as soon as this chunk arrives (it is fetched once, for every chart of the page)
const PlotlyChart = lazy(() => import('./PlotlyChart'));

/** a plotly chart, drawn once plotly's chunk has loaded; a skeleton of the chart's height until then */
export function Plot(props: PlotProps) {
  const height = heightOf(props.layout);
  return (
    <Suspense fallback={<Skeleton h={height} data-testid="chart-loading" />}>
      <PlotlyChart {...props} />
    </Suspense>
  );
}

/** the height a figure's layout asks for (plotly's default otherwise): what the chart's place keeps before it draws */
export const heightOf = (layout: PlotProps['layout']) => (typeof layout?.height === 'number' ? layout.height : 300);

/** starts fetching plotly's chunk ahead of the first chart (the same import: fetched once) */
export const preloadPlot = () => import('./PlotlyChart');
