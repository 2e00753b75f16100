import { Container } from '@/components/ui/container';

export const PAGE_LOADING_TEXT = 'Loading the page...';

/**
 * What stands between the header and the footer while a page's chunk loads
 * with nothing of it on screen yet: a navigation keeps the previous page
 * instead (the router's updates are transitions), but an update that is not
 * one, or a page opened where nothing was prerendered, would leave the space
 * empty. A heading-sized bar and text lines hold the page's shape.
 */
export function PageLoading() {
  return (
    <div data-page-loading="" className="min-h-[60vh] bg-white">
      <Container className="py-16">
        <p role="status" className="sr-only">
          {PAGE_LOADING_TEXT}
        </p>
        <div aria-hidden="true" className="animate-pulse space-y-4">
          <div className="h-10 w-2/3 rounded bg-gray-200" />
          <div className="h-4 w-full rounded bg-gray-200" />
          <div className="h-4 w-5/6 rounded bg-gray-200" />
          <div className="h-4 w-4/6 rounded bg-gray-200" />
        </div>
      </Container>
    </div>
  );
}
