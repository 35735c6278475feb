// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { DraggableFloat } from './draggable-float.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('DraggableFloat', () => {
  it('starts at the bottom right by CSS, measuring nothing as it mounts (no forced layout in the commit)', () => {
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <DraggableFloat
          insets={{ side: 12, top: 68, bottom: 80 }}
          label="Back to the live room"
          testId="mini-player"
          onTap={() => undefined}
        >
          <span>mini-player</span>
        </DraggableFloat>,
      ),
    );
    const float = container.querySelector<HTMLElement>('[data-testid="mini-player"]');
    expect(measured).not.toHaveBeenCalled();
    expect(float?.style.right).toBe('12px');
    expect(float?.style.bottom).toBe('80px');
    expect(float?.style.transform).toBe('');
    expect(float?.dataset.edge).toBe('right');
    act(() => root.unmount());
    container.remove();
    measured.mockRestore();
  });
});
