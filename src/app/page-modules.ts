// The JS a prerendered page needs (its route chunks and their imports), listed
// by the build in a JSON data block instead of <link rel="modulepreload"> tags:
// those would be fetched with the HTML, competing with the stylesheet and the
// hero image for a slow phone's bandwidth before anything is painted.

import { nextTask } from '@/lib/next-task';

export const PAGE_MODULES_ID = 'page-modules';

/** The module URLs listed in the page (none on the SPA fallback). */
export function readPageModules(): string[] {
  const text = document.getElementById(PAGE_MODULES_ID)?.textContent;
  if (!text) return [];
  const list: unknown = JSON.parse(text);
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Starts fetching the page's modules, so the app does not load them one import
 * at a time. Each preload costs the browser about a millisecond of main-thread
 * work (more with dev tools attached), so a page's thirty-odd are added a few
 * per task rather than in one long task that would hold up a tap.
 */
export async function preloadPageModules(perTask = 4): Promise<void> {
  const hrefs = readPageModules();
  for (let i = 0; i < hrefs.length; i += perTask) {
    if (i > 0) await nextTask();
    // One insertion per batch: each insertion is a round of work for the browser.
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(i, i + perTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  }
}
