// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../state/app-store.ts';
import { FIRST_SCREEN_MATCHES, useFirstScreen } from './use-first-screen.ts';

const groups = Array.from({ length: 6 }, (_, index) => ({
  id: index,
  matches: Array.from({ length: 6 }, (_, match) => match),
}));

function Groups() {
  const { shown } = useFirstScreen(groups, true);
  return <p>{shown.map(({ group, drawn }) => (drawn === undefined ? group.id : `${group.id}:${drawn}`)).join(',')}</p>;
}

/** Where the groups drawn later (laid out only near the viewport) begin. */
function End() {
  return <i>{useFirstScreen(groups, true).end}</i>;
}

describe("a long list's first render", () => {
  afterEach(() => appStore.setState({ hydrated: false }));

  it('holds only the first screen while the page hydrates (the HTML holds no more)', () => {
    expect(FIRST_SCREEN_MATCHES).toBe(15);
    expect(renderToStaticMarkup(<Groups />)).toBe('<p>0,1,2</p>');
  });

  it('is whole once the app has hydrated, so a return to a kept home finds its scroll position', () => {
    appStore.setState({ hydrated: true });
    expect(renderToStaticMarkup(<Groups />)).toBe('<p>0,1,2,3,4,5</p>');
  });

  it('marks where the groups drawn after the first screen begin, and none when the list is drawn whole', () => {
    expect(renderToStaticMarkup(<End />)).toBe('<i>3</i>');
    appStore.setState({ hydrated: true });
    expect(renderToStaticMarkup(<End />)).toBe('<i>Infinity</i>');
  });
});
