import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { MobileActionBar } from './mobile-action-bar';
import { CALL_TO_ACTION_ATTRIBUTE } from './use-call-to-action-in-view';

const renderAt = (path: string, page: React.ReactNode = null) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {page}
      <MobileActionBar />
    </MemoryRouter>,
  );

// jsdom has no IntersectionObserver: this one lets a test say what is on screen.
const observers: FakeObserver[] = [];
class FakeObserver {
  targets: Element[] = [];
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  show(isIntersecting: boolean) {
    this.callback(this.targets.map((target) => ({ target, isIntersecting })));
  }
}

describe('MobileActionBar', () => {
  it('offers a call link and the quote form on public pages', () => {
    renderAt('/billboards');
    expect(screen.getByRole('link', { name: `Call ${site.phoneDisplay}` })).toHaveAttribute('href', `tel:${site.phoneE164}`);
    expect(screen.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact-us');
  });

  it.each(['/admin/leads', '/admin/blog', '/auth'])('is not on the staff screen %s', (path) => {
    renderAt(path);
    expect(screen.queryByRole('navigation', { name: 'Call or get a quote' })).toBeNull();
  });

  it('steps aside on the map page, which shows its own carrying the plan', () => {
    renderAt('/billboard-map');
    expect(screen.queryByRole('navigation', { name: 'Call or get a quote' })).toBeNull();
  });

  it.each(['/contact-us', '/account', '/account/campaigns/abc'])('is not on %s, where its quote link leads or prospects are not', (path) => {
    renderAt(path);
    expect(screen.queryByRole('navigation', { name: 'Call or get a quote' })).toBeNull();
  });

  describe('with a call to action of the page on screen', () => {
    const global = globalThis as { IntersectionObserver?: unknown };
    const original = global.IntersectionObserver;
    beforeEach(() => {
      observers.length = 0;
      global.IntersectionObserver = FakeObserver;
    });
    afterEach(() => {
      global.IntersectionObserver = original;
    });

    it('steps aside while it is on screen, and comes back once it has scrolled away, as the same element (the one hydrated)', () => {
      renderAt('/', <div {...{ [CALL_TO_ACTION_ATTRIBUTE]: '' }}>Find a Billboard</div>);
      const bar = screen.getByRole('navigation', { name: 'Call or get a quote' });
      expect(observers[0]?.targets).toHaveLength(1);
      act(() => observers[0]!.show(true));
      // Invisible: out of sight, of the tab order and of the accessibility tree (jsdom applies no stylesheet).
      expect(bar).toHaveClass('invisible');
      expect(bar).toBeInTheDocument();
      act(() => observers[0]!.show(false));
      expect(bar).not.toHaveClass('invisible');
    });
  });
});
