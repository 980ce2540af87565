// @vitest-environment happy-dom
import { act, Profiler, type ProfilerOnRenderCallback } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// The module remembers that the page was hydrated: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('./use-hydrated');
};

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useHydrated (no-JavaScript form first, enhanced once hydrated)', () => {
  it('is false on the server and while hydrating (no mismatch), true after one more render', async () => {
    const { useHydrated } = await load();
    function Widget() {
      return <p data-enhanced={useHydrated() ? '' : undefined}>widget</p>;
    }
    const html = renderToString(<Widget />);
    expect(html).toBe('<p>widget</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    await act(async () => {
      hydrateRoot(
        container,
        <Profiler id="widget" onRender={onRender}>
          <Widget />
        </Profiler>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe('<p data-enhanced="">widget</p>');
    expect(phases).toEqual(['mount', 'update']);
  });

  it('is true at once for what mounts after the page was hydrated (a client-side navigation)', async () => {
    const { useHydrated } = await load();
    const seen: boolean[] = [];
    function Widget() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return null;
    }
    await act(async () => {
      createRoot(document.createElement('div')).render(<Widget />);
    });
    expect(seen).toEqual([false, true]);
    seen.length = 0;
    await act(async () => {
      createRoot(document.createElement('div')).render(<Widget />);
    });
    expect(seen).toEqual([true]);
  });
});
