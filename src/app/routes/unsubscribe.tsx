import { MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useUnsubscribe } from '@/features/newsletter/api/unsubscribe';

export function Component() {
  // The link in a newsletter carries the address's token; without one the page
  // only confirms, and changes nothing. The page reads the same whatever the
  // token (valid, unknown or none), so it tells a guesser nothing.
  const token = useSearchParams()[0].get('token');
  const { mutate } = useUnsubscribe();
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <main id="main" className="bg-gray-50">
      <Seo
        title={`Unsubscribed | ${site.name}`}
        description={`You have been unsubscribed from ${site.name} marketing e-mails. You can sign up again at any time on our blog.`}
        path={paths.unsubscribe}
        keywords={['unsubscribe', 'newsletter', site.name]}
        noindex
      />
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <span className="mb-6 inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <MailX aria-hidden="true" className="h-8 w-8" />
        </span>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">You've been unsubscribed</h1>
        <p className="mt-4 max-w-xl text-lg text-gray-600">
          You will no longer receive marketing e-mails from us. Changed your mind? You can sign up again at any time with the newsletter box on our blog.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink to={paths.blog} size="lg">
            Sign Up Again on Our Blog
          </ButtonLink>
          <ButtonLink to={paths.home} size="lg" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Container>
    </main>
  );
}
