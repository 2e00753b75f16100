import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

export const NOT_FOUND_TEXT = {
  heading: 'Oops! Page not found',
  returnHome: 'Return to Home',
} as const;

/**
 * The not-found page body, shared by the catch-all route and by templates
 * whose parameter matches nothing (an unknown industry).
 */
export function NotFoundContent() {
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
      </Container>
    </main>
  );
}
