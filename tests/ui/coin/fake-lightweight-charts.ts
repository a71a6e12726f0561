/**
 * A stand-in for lightweight-charts in component tests: happy-dom has no canvas to draw on. It
 * records what the page asks of the chart, so tests can check the data it plots.
 */
export interface FakeChart {
  readonly options: Record<string, unknown>;
  readonly data: { time: number; value: number }[][];
  removed: boolean;
}

export const charts: FakeChart[] = [];

export const ColorType = { Solid: 'solid' } as const;
export const AreaSeries = { type: 'Area' } as const;

export function createChart(_element: HTMLElement, options: Record<string, unknown>) {
  const chart: FakeChart = { options, data: [], removed: false };
  charts.push(chart);
  return {
    addSeries: () => ({ setData: (points: { time: number; value: number }[]) => chart.data.push(points) }),
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => {
      chart.removed = true;
    },
  };
}
