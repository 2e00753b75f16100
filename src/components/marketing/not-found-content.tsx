import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

export const NOT_FOUND_TEXT = {
  heading: 'Oops! Page not found',
  returnHome: 'Return to Home',
  breadcrumb: 'Page not found',
  destinationsLabel: 'Popular pages',
} as const;

/** Where most visitors were heading: the main pages, in the words of the menu. */
export const NOT_FOUND_DESTINATIONS = [
  { label: 'Digital Billboards', description: 'How digital billboard advertising works', to: paths.billboards },
  { label: 'Billboard Map', description: 'Every board on the map, with its details', to: paths.billboardMap },
  { label: 'Blog', description: 'Costs, tips and news', to: paths.blog },
  { label: 'Contact Us', description: 'Ask for a quote', to: paths.contactUs },
] as const;

export interface NotFoundContentProps {
  /** More ways on (the route adds a search of the blog). */
  children?: ReactNode;
}

/**
 * The not-found page body, shared by the catch-all route and by templates
 * whose parameter matches nothing (an unknown industry).
 */
export function NotFoundContent({ children }: NotFoundContentProps) {
  const { pathname } = useLocation();

  useEffect(() => {
    // Logged so broken inbound links show up in the browser console and in error monitoring.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main id="main" className="bg-gray-50">
      <Seo
        title={`Page Not Found | ${site.name}`}
        description="The page you were looking for does not exist. Return to the home page to explore digital billboard advertising in London, Ontario."
        path={pathname}
        noindex
        breadcrumbLabel={NOT_FOUND_TEXT.breadcrumb}
        breadcrumbPathIsPage={false}
      />
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">{NOT_FOUND_TEXT.heading}</h1>
        <p className="mt-4 max-w-xl text-lg text-gray-600">The page you are looking for may have moved or never existed. Let’s get you back on the road.</p>
        <ButtonLink to={paths.home} size="lg" className="mt-8">
          {NOT_FOUND_TEXT.returnHome}
        </ButtonLink>
        <nav aria-label={NOT_FOUND_TEXT.destinationsLabel} className="mt-10 w-full max-w-xl">
          <ul className="grid gap-3 text-left sm:grid-cols-2">
            {NOT_FOUND_DESTINATIONS.map(({ label, description, to }) => (
              <li key={to}>
                <Link to={to} className="block h-full rounded-lg border border-gray-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600">
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="mt-1 block text-sm text-gray-600">{description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {children ? <div className="mt-10 flex w-full justify-center">{children}</div> : null}
      </Container>
    </main>
  );
}
