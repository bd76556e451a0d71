import type { Driver } from '@canopy/contracts/analytics/drivers';

type Figure = { data: Record<string, unknown>[]; layout: Record<string, unknown> };

/** a driver's average on 0-100, so five- and ten-point questions share the score axis */
export const scorePercent = (driver: Driver) =>
  driver.average === null ? null : Math.round(((driver.average - 1) / (driver.scale === 'ten' ? 9 : 4)) * 1000) / 10;

/** the range of the values with a margin of a fifth of their spread (at least `least`), kept within the axis' bounds */
const padded = (values: readonly number[], least: number, lowest: number, highest: number): [number, number] => {
  if (values.length === 0) return [lowest, highest];
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const margin = Math.max(least, (max - min) / 5);
  return [Math.max(lowest - least, min - margin), Math.min(highest + least, max + margin)];
};

const PRIORITY_COLOURS = { act_first: '#d64545', keep_strong: '#1b7a3a', monitor: '#f0a030', maintain: '#8892a0' } as const;

/**
 * Impact (the rank correlation) against score for the drivers shown, with the medians that split the 2x2:
 * bottom right, high impact and low score, is what to act on first.
 */
export const driverScatterOf = (drivers: readonly Driver[]): Figure => {
  const shown = drivers.filter((driver) => driver.correlation !== null && driver.average !== null && driver.priority !== null);
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const impacts = shown.map((driver) => driver.correlation!);
  const scores = shown.map((driver) => scorePercent(driver)!);
  const line = (axis: 'x' | 'y', at: number) => ({
    type: 'line',
    xref: axis === 'x' ? 'x' : 'paper',
    yref: axis === 'y' ? 'y' : 'paper',
    ...(axis === 'x' ? { x0: at, x1: at, y0: 0, y1: 1 } : { x0: 0, x1: 1, y0: at, y1: at }),
    line: { dash: 'dot', color: '#8892a0', width: 1 },
  });
  return {
    data: [
      {
        type: 'scatter',
        mode: 'markers+text',
        x: impacts,
        y: scores,
        text: shown.map((driver) => `Q${driver.question_index + 1}`),
        hovertext: shown.map(
          (driver) => `${driver.question_body}<br>rho ${driver.correlation} (n ${driver.n}) · average ${driver.average}`,
        ),
        hoverinfo: 'text',
        textposition: 'top center',
        marker: { size: 12, color: shown.map((driver) => PRIORITY_COLOURS[driver.priority!]) },
      },
    ],
    layout: {
      height: 360,
      showlegend: false,
      // fitted to the drivers, so close ones do not sit on one spot; zero and the scale's ends only when near
      xaxis: { title: { text: 'Impact (rank correlation)' }, range: padded(impacts, 0.05, -1, 1), zeroline: true },
      yaxis: { title: { text: 'Score (% of the scale)' }, range: padded(scores, 5, 0, 100) },
      shapes: shown.length ? [line('x', median(impacts)), line('y', median(scores))] : [],
      margin: { l: 60, r: 20, t: 10, b: 50 },
    },
  };
};
