import Plotly from 'plotly.js-basic-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';

/** plotly's basic bundle (bars, scatter, lines): loaded only with the analytics pages, which are loaded per route */
export const Plot = createPlotlyComponent(Plotly);
