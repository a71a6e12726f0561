/**
 * A stand-in for lightweight-charts in component tests: happy-dom has no canvas to draw on. It
 * records what the page asks of the chart, so tests can check the data it plots: each whole
 * series set (`data`), each single point updated (`updates`) and the series' options (`series`).
 */
export interface FakeChart {
  readonly options: Record<string, unknown>;
  readonly data: { time: number; value: number }[][];
  readonly updates: { time: number; value: number }[];
  readonly series: Record<string, unknown>;
  removed: boolean;
}

export const charts: FakeChart[] = [];

export const ColorType = { Solid: 'solid' } as const;
export const AreaSeries = { type: 'Area' } as const;

export function createChart(_element: HTMLElement, options: Record<string, unknown>) {
  const chart: FakeChart = { options, data: [], updates: [], series: {}, removed: false };
  charts.push(chart);
  return {
    addSeries: () => ({
      setData: (points: { time: number; value: number }[]) => chart.data.push(points),
      update: (point: { time: number; value: number }) => chart.updates.push(point),
      applyOptions: (options: Record<string, unknown>) => Object.assign(chart.series, options),
    }),
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => {
      chart.removed = true;
    },
  };
}
