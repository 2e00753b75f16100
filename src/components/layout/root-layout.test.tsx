import { render, screen, waitFor, within } from '@testing-library/react';
import { use } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { PAGE_LOADING_TEXT } from './page-loading';
import { RootLayout } from './root-layout';
import { setupUser } from '@/testing/user-events';

function Page({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <main id="main">
      <h1>{title}</h1>
      {children}
    </main>
  );
}

// A page whose chunk never arrives.
const never = new Promise<never>(() => undefined);
function NeverLoads(): React.ReactNode {
  return use(never);
}

function renderLayout(initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          {
            index: true,
            element: (
              <Page title="Home page">
                <Link to="/faq">to faq</Link>
                <Link to="/#services">to services</Link>
              </Page>
            ),
          },
          { path: 'faq', element: <Page title="FAQ page" /> },
          { path: 'slow', element: <NeverLoads /> },
          {
            path: 'blog/:slug',
            element: (
              <Page title="A post">
                <Seo title="Post" description="d" path="/blog/my-post" breadcrumbLabel="My Great Post" schemaType="Article" />
              </Page>
            ),
          },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  const user = setupUser();
  render(<RouterProvider router={router} />);
  return { router, user };
}

describe('RootLayout', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('renders skip link, header, page, footer and exactly one main (the page’s)', async () => {
    renderLayout('/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
  });

  it('skip link moves focus to the page’s main', async () => {
    const { user } = renderLayout('/faq');
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows breadcrumbs on every page but home', async () => {
    const { user } = renderLayout('/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'to faq' }));
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('FAQ')).toHaveAttribute('aria-current', 'page');
  });

  it('uses a page’s breadcrumb label from <Seo>', async () => {
    renderLayout('/blog/my-post');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(crumbs).getByText('My Great Post')).toHaveAttribute('aria-current', 'page'));
  });

  it('shows a skeleton, never an empty space, between the header and the footer while a page with nothing on screen loads', async () => {
    renderLayout('/slow');
    expect(await screen.findByRole('status')).toHaveTextContent(PAGE_LOADING_TEXT);
    expect(document.querySelector('[data-page-content] [data-page-loading]')).not.toBeNull();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('sets the document language to en-CA', async () => {
    document.documentElement.removeAttribute('lang');
    renderLayout('/');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en-CA'));
  });

  it('scrolls to the top when the pathname changes, not on first render or a hash change', async () => {
    const { router, user } = renderLayout('/');
    expect(window.scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'to services' }));
    expect(router.state.location.hash).toBe('#services');
    expect(window.scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'to faq' }));
    await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('closes the mobile menu when a link in it is chosen', async () => {
    const { user } = renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobile).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });
});
