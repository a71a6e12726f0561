// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../../application/app-services';
import type { ServiceCode } from '../../../application/shared/service-code';
import { ServicesContext } from '../../../ui/base/services-context';
import { WithServiceCode } from '../../../ui/base/WithServiceCode';

/** A ServiceCode whose one deferred area ('deposit') loads when `finish` is called. */
function deferredCode() {
  let finish = (): void => undefined;
  let loaded = false;
  const loading = new Promise<void>((resolve) => {
    finish = () => {
      loaded = true;
      resolve();
    };
  });
  const load = vi.fn((_area: string) => loading);
  const code: ServiceCode = { ready: (area) => area !== 'deposit' || loaded, load };
  return {
    code,
    load,
    finish: () =>
      act(() => {
        finish();
        return loading;
      }),
  };
}

const renderWith = (code: ServiceCode, area: string, alongside: () => unknown) =>
  act(() => {
    render(
      <ServicesContext.Provider value={{ serviceCode: code } as unknown as AppServices}>
        <Suspense fallback={<p>waiting</p>}>
          <WithServiceCode area={area} alongside={alongside}>
            <p>the modal</p>
          </WithServiceCode>
        </Suspense>
      </ServicesContext.Provider>,
    );
    return Promise.resolve();
  });

describe('WithServiceCode', () => {
  it("waits for the area's services' code, loading the children's own code at the same time, then shows them", async () => {
    const { code, load, finish } = deferredCode();
    const alongside = vi.fn();
    await renderWith(code, 'deposit', alongside);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('the modal')).toBeNull();
    expect(load).toHaveBeenCalledWith('deposit');
    expect(alongside).toHaveBeenCalled();
    await finish();
    expect(await screen.findByText('the modal')).toBeTruthy();
  });

  it('shows the children at once when their services are ready, loading nothing', async () => {
    const { code, load } = deferredCode();
    const alongside = vi.fn();
    await renderWith(code, 'market', alongside);
    expect(screen.getByText('the modal')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(alongside).not.toHaveBeenCalled();
  });
});
