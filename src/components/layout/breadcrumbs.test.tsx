import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BreadcrumbLabelProvider, useBreadcrumbLabel } from './breadcrumb-context';
import { Breadcrumbs } from './breadcrumbs';

function PostPage({ title }: { title?: string }) {
  useBreadcrumbLabel(title);
  return null;
}

function renderAt(path: string, page?: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BreadcrumbLabelProvider>
        <Breadcrumbs />
        {page}
      </BreadcrumbLabelProvider>
    </MemoryRouter>,
  );
}

const trail = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Breadcrumbs', () => {
  it('is absent on the home page', () => {
    renderAt('/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('shows Home then the friendly label, the last marked as the current page', () => {
    renderAt('/rent-a-billboard');
    expect(trail()).toEqual(['Home', 'Rent a Billboard']);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByText('Rent a Billboard')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Rent a Billboard' })).toBeNull();
  });

  it('shows one entry per segment; a segment without a page is not a link', () => {
    renderAt('/industries/real-estate');
    expect(trail()).toEqual(['Home', 'Industries', 'Real Estate']);
    expect(screen.queryByRole('link', { name: 'Industries' })).toBeNull();
  });

  it('capitalises an unknown segment', () => {
    renderAt('/blog/my-page');
    expect(trail()).toEqual(['Home', 'Blog', 'My-page']);
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('My-page')).toHaveAttribute('aria-current', 'page');
  });

  it('lets a page replace the last label', () => {
    renderAt('/blog/my-page', <PostPage title="How Much Does a Billboard Cost?" />);
    expect(trail()).toEqual(['Home', 'Blog', 'How Much Does a Billboard Cost?']);
  });
});

describe('Breadcrumbs on the not-found page', () => {
  function NotFoundPage() {
    useBreadcrumbLabel('Page not found', false);
    return null;
  }

  it('names the page, never the bad path or its segments', () => {
    renderAt('/no-such/place-here', <NotFoundPage />);
    expect(trail()).toEqual(['Home', 'Page not found']);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).not.toHaveTextContent(/no-such|place-here/i);
  });
});
