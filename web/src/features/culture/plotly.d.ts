// react-plotly.js and the cartesian plotly bundle ship without types; the page uses only the component's props below.
declare module 'react-plotly.js/factory' {
  import type { ComponentType } from 'react';
  export type PlotProps = {
    data: Record<string, unknown>[];
    layout?: Record<string, unknown>;
    config?: Record<string, unknown>;
    style?: React.CSSProperties;
    useResizeHandler?: boolean;
    onLegendClick?: (event: { curveNumber: number }) => boolean;
  };
  export default function createPlotlyComponent(plotly: unknown): ComponentType<PlotProps>;
}
declare module 'plotly.js-cartesian-dist-min';
