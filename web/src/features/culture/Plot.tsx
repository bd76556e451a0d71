import Plotly from 'plotly.js-cartesian-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';

/** plotly's cartesian bundle (bars, scatter, lines, heatmaps): loaded only with the analytics pages, which are loaded per route */
export const Plot = createPlotlyComponent(Plotly);
