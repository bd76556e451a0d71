import { describe, expect, it } from 'vitest';
import { LOCAL_MODE_BAR_BUTTONS, PLOT_CONFIG } from './plotConfig';

describe('the charts mode bar', () => {
  it('offers only buttons that stay in the browser: no Chart Studio, no cloud, no logo link', () => {
    expect(PLOT_CONFIG.modeBarButtons.flat()).toEqual([...LOCAL_MODE_BAR_BUTTONS]);
    expect(PLOT_CONFIG.modeBarButtons.flat()).not.toContain('sendDataToCloud');
    expect(PLOT_CONFIG.modeBarButtons.flat()).not.toContain('editInChartStudio');
    expect(PLOT_CONFIG).toMatchObject({ displaylogo: false, showLink: false, showSendToCloud: false, showEditInChartStudio: false });
  });
});
