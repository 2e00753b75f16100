/** The <template> in a prerendered page's head listing the JS it runs, as modulepreload links (scripts/prerender-html.ts). */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * Requests every module the page runs, all at once. Imported one after another
 * (react, then the app, then the page's route), each module's own imports would
 * only be found, and requested, once it had arrived: a round trip per step on a
 * phone's network, with the page's last tasks that much later. Inside the
 * template the links are inert, so nothing competes with the first paint.
 */
export function requestPageModules(doc: Document = document): void {
  const list = doc.getElementById(PAGE_MODULES_ID);
  if (list instanceof doc.defaultView!.HTMLTemplateElement) doc.head.append(doc.importNode(list.content, true));
}
