import { act, useEffect, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginHydrationTracking, whenHydrated } from './hydration-progress';
import { HydrationSlice, RootCommitted } from './hydration-slice';

// Real React: markup from react-dom/server, hydrated with hydrateRoot in jsdom.

const log: string[] = [];

function Committed({ name, then }: { name: string; then?: () => void }) {
  useEffect(() => {
    log.push(name);
    // A microtask after the commit: before React's next unit of work.
    if (then) queueMicrotask(then);
  }, [name, then]);
  return null;
}

interface PageProps {
  onPress?: () => void;
  afterRootCommit?: () => void;
}

function Page({ onPress = () => undefined, afterRootCommit }: PageProps) {
  return (
    <div>
      <Committed name="root" then={afterRootCommit} />
      <HydrationSlice>
        <section>
          <Committed name="menu" />
          <button type="button" onClick={onPress}>
            Menu
          </button>
        </section>
      </HydrationSlice>
      <HydrationSlice>
        <section>
          <Committed name="page" />
          <p>Page</p>
          <HydrationSlice>
            <aside>
              <Committed name="nested" />
              News
            </aside>
          </HydrationSlice>
        </section>
      </HydrationSlice>
    </div>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  log.length = 0;
  document.body.innerHTML = '';
});

function prerender(page: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

describe('HydrationSlice on React', () => {
  it('renders its content at once on the server, inside a Suspense boundary', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<!--$--><section>');
    expect(html).toContain('News');
    expect(html).not.toContain('<!--$!-->');
  });

  it('hydrates each slice after the root commit, keeps every element, and says when all are live', async () => {
    const container = prerender(<Page />);
    const before = Array.from(container.querySelectorAll('*'));
    beginHydrationTracking();
    let live = false;
    const hydrated = whenHydrated().then(() => {
      live = true;
      log.push('all live');
    });
    let atRootCommit: { log: string[]; live: boolean } | null = null;

    root = hydrateRoot(
      container,
      <>
        <Page afterRootCommit={() => (atRootCommit = { log: [...log], live })} />
        <RootCommitted />
      </>,
    );
    await hydrated;
    // The root committed alone: the slices were still server markup then.
    expect(atRootCommit).toEqual({ log: ['root'], live: false });
    expect(log[0]).toBe('root');
    expect(log.at(-1)).toBe('all live');
    expect([...log].sort()).toEqual(['all live', 'menu', 'nested', 'page', 'root']);
    expect(before.every((el) => el.isConnected)).toBe(true);
    expect(container.querySelectorAll('*')).toHaveLength(before.length);
  });

  it('handles a press on a slice that is not hydrated yet, once', async () => {
    const container = prerender(<Page />);
    beginHydrationTracking();
    const onPress = vi.fn();
    let pressedBefore: string[] | null = null;
    const press = () => {
      pressedBefore = [...log];
      container.querySelector('button')!.click();
    };
    root = hydrateRoot(
      container,
      <>
        <Page onPress={onPress} afterRootCommit={press} />
        <RootCommitted />
      </>,
    );
    await whenHydrated();
    expect(pressedBefore).toEqual(['root']);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is already live when nothing is being hydrated', async () => {
    await expect(whenHydrated()).resolves.toBeUndefined();
  });
});
