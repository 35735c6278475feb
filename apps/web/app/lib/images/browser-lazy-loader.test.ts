import { describe, expect, it } from 'vitest';
import { nearByObserver } from './browser-lazy-loader.ts';

/** An IntersectionObserver stand-in the test reports through, as the browser would after a layout. */
function fakeObserver() {
  const made: {
    report: (entries: { target: Element; isIntersecting: boolean }[]) => void;
    options: IntersectionObserverInit;
    observed: Set<Element>;
  }[] = [];
  class Observer {
    observed = new Set<Element>();
    constructor(
      report: (entries: { target: Element; isIntersecting: boolean }[]) => void,
      options: IntersectionObserverInit,
    ) {
      made.push({ report, options, observed: this.observed });
    }
    observe(element: Element) {
      this.observed.add(element);
    }
    unobserve(element: Element) {
      this.observed.delete(element);
    }
  }
  return { Observer, made };
}

describe('nearness from an IntersectionObserver', () => {
  it('observes the viewport grown by the preload distance of requirement lazy-images, and answers from the last report', () => {
    const { Observer, made } = fakeObserver();
    let changes = 0;
    const nearness = nearByObserver(Observer, () => (changes += 1));
    const [first, second] = [{} as Element, {} as Element];
    const stopFirst = nearness.follow(first);
    nearness.follow(second);
    const observer = made[0]!;
    expect([observer.options.rootMargin, observer.options.scrollMargin]).toEqual(['30% 0px', '0px 30%']);
    expect([nearness.isNear(first), nearness.isNear(second), changes]).toEqual([false, false, 0]);

    observer.report([
      { target: first, isIntersecting: true },
      { target: second, isIntersecting: false },
    ]);
    expect([nearness.isNear(first), nearness.isNear(second), changes]).toEqual([true, false, 1]);

    observer.report([{ target: first, isIntersecting: false }]);
    expect(nearness.isNear(first)).toBe(false);
    observer.report([{ target: first, isIntersecting: true }]);
    stopFirst();
    expect([nearness.isNear(first), observer.observed.has(first), observer.observed.has(second)]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
