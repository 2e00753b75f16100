/**
 * Replaces the whole page with the XML source as plain text. A script cannot
 * change the response's content type, so the browser cannot be made to treat
 * the page as an XML file; showing the exact document is the faithful part.
 * Crawlers never depend on this: the build writes the same XML as a real
 * dist/sitemap.xml, which a static host serves before the app ever loads.
 */
export function showXmlDocument(xml: string, doc: Document = document): void {
  const charset = doc.createElement('meta');
  charset.setAttribute('charset', 'utf-8');
  const title = doc.createElement('title');
  title.textContent = 'sitemap.xml';
  doc.head.replaceChildren(charset, title);

  const pre = doc.createElement('pre');
  pre.id = 'sitemap-xml';
  pre.style.whiteSpace = 'pre-wrap';
  pre.style.fontFamily = 'ui-monospace, monospace';
  pre.textContent = xml;
  doc.body.removeAttribute('class');
  doc.body.replaceChildren(pre);

  // The app is gone from the page: Back or Forward must load the other page for real.
  doc.defaultView?.addEventListener('popstate', () => doc.defaultView?.location.reload(), { once: true });
}
