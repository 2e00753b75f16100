// The JS a prerendered page needs (its route chunks and their imports), listed
// by the build in a JSON data block instead of <link rel="modulepreload"> tags:
// those would be fetched with the HTML, competing with the stylesheet and the
// hero image for a slow phone's bandwidth before anything is painted.

export const PAGE_MODULES_ID = 'page-modules';

/** The module URLs listed in the page (none on the SPA fallback). */
export function readPageModules(): string[] {
  const text = document.getElementById(PAGE_MODULES_ID)?.textContent;
  if (!text) return [];
  const list: unknown = JSON.parse(text);
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** Starts fetching the page's modules, all at once, so the app does not load them one import at a time. */
export function preloadPageModules(): void {
  // One insertion into <head>, not one per module: each is a round of work for the browser.
  const links = document.createDocumentFragment();
  for (const href of readPageModules()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
