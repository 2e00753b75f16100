import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { MobileActionBar } from './mobile-action-bar';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MobileActionBar />
    </MemoryRouter>,
  );

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
});
