export const PAGE_LOADING_TEXT = 'Loading the page...';

/**
 * What stands between the header and the footer while a page's chunk loads
 * with nothing of it on screen yet: a navigation keeps the previous page
 * instead (the router's updates are transitions), but an update that is not
 * one, or a page opened where nothing was prerendered, would leave the space
 * empty. A pulsing block the height of a screen holds the page's place.
 */
export function PageLoading() {
  return (
    <div data-page-loading="" className="min-h-[60vh] animate-pulse bg-gray-100">
      <p role="status" className="sr-only">
        {PAGE_LOADING_TEXT}
      </p>
    </div>
  );
}
