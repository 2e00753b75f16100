import { render, waitFor } from '@testing-library/react';
import { site } from '@/config/site';
import { Seo, type SeoProps } from './seo';
import { siteUrl } from './site-url';

function renderSeo(props: Partial<SeoProps> = {}) {
  return render(
    <Seo
      title="Frequently Asked Questions | London Digital Billboards"
      description="Answers about digital billboards."
      path="/faq"
      keywords={['billboard faq', 'digital billboards London']}
      {...props}
    />,
  );
}

const head = () => document.head;
const meta = (selector: string) => head().querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;

function jsonLdNodes(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
}

function nodeOfType(type: string) {
  return jsonLdNodes().find((n) => n['@type'] === type) as Record<string, unknown> | undefined;
}

describe('Seo', () => {
  it('writes title, description, keywords, robots and theme colour into the head', async () => {
    renderSeo();
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions | London Digital Billboards'));
    expect(meta('name="description"')).toBe('Answers about digital billboards.');
    expect(meta('name="keywords"')).toBe('billboard faq, digital billboards London');
    expect(meta('name="robots"')).toBe('index, follow');
    expect(meta('name="theme-color"')).toBe('#f0af00');
  });

  it('sets the document language to en-CA', async () => {
    renderSeo();
    await waitFor(() => expect(document.documentElement.lang).toBe('en-CA'));
  });

  it('links the canonical URL and the three alternates to it', async () => {
    renderSeo({ path: '/faq/' });
    const canonical = `${siteUrl}/faq`;
    await waitFor(() => expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonical));
    const alternates = [...head().querySelectorAll('link[rel="alternate"]')];
    expect(alternates.map((l) => l.getAttribute('hreflang'))).toEqual(['en-ca', 'en', 'x-default']);
    for (const l of alternates) expect(l).toHaveAttribute('href', canonical);
  });

  it('uses the bare origin plus a slash for the home canonical', async () => {
    renderSeo({ path: '/' });
    await waitFor(() => expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/`));
  });

  it('writes Open Graph and Twitter tags with an absolute image', async () => {
    renderSeo({ image: '/images/faq.jpg' });
    await waitFor(() => expect(meta('property="og:title"')).toBe('Frequently Asked Questions | London Digital Billboards'));
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:site_name"')).toBe(site.name);
    expect(meta('property="og:description"')).toBe('Answers about digital billboards.');
    expect(meta('property="og:url"')).toBe(`${siteUrl}/faq`);
    expect(meta('property="og:image"')).toBe(`${siteUrl}/images/faq.jpg`);
    expect(meta('property="og:locale"')).toBe('en_CA');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('name="twitter:title"')).toBe('Frequently Asked Questions | London Digital Billboards');
    expect(meta('name="twitter:description"')).toBe('Answers about digital billboards.');
    expect(meta('name="twitter:image"')).toBe(`${siteUrl}/images/faq.jpg`);
  });

  it('keeps an absolute image URL as given and marks articles', async () => {
    renderSeo({ image: 'https://cdn.example.com/a.jpg', schemaType: 'Article', publishedTime: '2024-05-01T00:00:00Z' });
    await waitFor(() => expect(meta('property="og:image"')).toBe('https://cdn.example.com/a.jpg'));
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('property="article:published_time"')).toBe('2024-05-01T00:00:00Z');
    expect(nodeOfType('Article')).toMatchObject({ headline: 'Frequently Asked Questions | London Digital Billboards', datePublished: '2024-05-01T00:00:00Z' });
  });

  it('asks robots not to index when noindex is set', async () => {
    renderSeo({ noindex: true, path: '/admin/blog' });
    await waitFor(() => expect(meta('name="robots"')).toBe('noindex, nofollow'));
  });

  it('emits a BreadcrumbList, a WebSite and a WebPage node', async () => {
    renderSeo({ path: '/industries/real-estate', schemaType: undefined });
    await waitFor(() => expect(nodeOfType('BreadcrumbList')).toBeDefined());
    expect(nodeOfType('BreadcrumbList')).toMatchObject({
      '@context': 'https://schema.org',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
        // '/industries' has no page of its own, so it is not listed.
        { '@type': 'ListItem', position: 2, name: 'Real Estate', item: `${siteUrl}/industries/real-estate` },
      ],
    });
    expect(nodeOfType('WebSite')).toMatchObject({ '@context': 'https://schema.org', name: site.name, url: `${siteUrl}/`, inLanguage: 'en-CA' });
    expect(nodeOfType('WebPage')).toMatchObject({ url: `${siteUrl}/industries/real-estate`, description: 'Answers about digital billboards.' });
  });

  it('uses the breadcrumb label override as the last JSON-LD entry', async () => {
    renderSeo({ path: '/blog/my-post', breadcrumbLabel: 'My Great Post', schemaType: 'Article' });
    await waitFor(() => expect(nodeOfType('BreadcrumbList')).toBeDefined());
    const list = nodeOfType('BreadcrumbList')!.itemListElement as { name: string }[];
    expect(list.map((i) => i.name)).toEqual(['Home', 'Blog', 'My Great Post']);
  });

  it('builds an FAQPage with its questions when schemaType is FAQPage', async () => {
    renderSeo({
      schemaType: 'FAQPage',
      faq: [
        { question: 'How much does it cost?', answer: 'About $1,100 to $2,500 per 4-week cycle.' },
        { question: 'How soon does my ad go live?', answer: 'Typically within 48 hours.' },
      ],
    });
    await waitFor(() => expect(nodeOfType('FAQPage')).toBeDefined());
    expect(nodeOfType('WebPage')).toBeUndefined();
    expect(nodeOfType('FAQPage')).toMatchObject({
      '@context': 'https://schema.org',
      url: `${siteUrl}/faq`,
      mainEntity: [
        { '@type': 'Question', name: 'How much does it cost?', acceptedAnswer: { '@type': 'Answer', text: 'About $1,100 to $2,500 per 4-week cycle.' } },
        { '@type': 'Question', name: 'How soon does my ad go live?', acceptedAnswer: { '@type': 'Answer', text: 'Typically within 48 hours.' } },
      ],
    });
  });

  it('adds extra JSON-LD objects and escapes "<" so data cannot close the script', async () => {
    renderSeo({ jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }] });
    await waitFor(() => expect(nodeOfType('Thing')).toBeDefined());
    const raw = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.innerHTML).join('');
    expect(raw).not.toContain('</script');
    expect(nodeOfType('Thing')).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' });
  });

  it('removes its tags when the page unmounts', async () => {
    const { unmount } = renderSeo();
    await waitFor(() => expect(head().querySelector('link[rel="canonical"]')).not.toBeNull());
    unmount();
    await waitFor(() => expect(head().querySelector('link[rel="canonical"]')).toBeNull());
    expect(jsonLdNodes()).toHaveLength(0);
  });
});
