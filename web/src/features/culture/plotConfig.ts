/**
 * The plotly mode bar keeps only what stays in the browser: download as an image, zoom, pan and reset. No button may
 * send a client's data out of Canopy (plotly's 'Edit in Chart Studio' / 'Share chart' uploads the chart's data, group
 * names and scores included, to Plotly's cloud), so the buttons are listed rather than left to plotly's defaults.
 */
export const LOCAL_MODE_BAR_BUTTONS = ['toImage', 'zoom2d', 'pan2d', 'zoomIn2d', 'zoomOut2d', 'autoScale2d', 'resetScale2d'] as const;

export const PLOT_CONFIG = {
  displaylogo: false,
  responsive: true,
  showLink: false,
  showSendToCloud: false,
  showEditInChartStudio: false,
  // Plotly's own link-out of the logo and its 'linkText' stay off with displaylogo and showLink
  modeBarButtons: [[...LOCAL_MODE_BAR_BUTTONS]],
  toImageButtonOptions: { format: 'png', filename: 'canopy-chart' },
} as const;
