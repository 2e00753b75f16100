import { act, render, screen } from '@testing-library/react';
import { PostArticle } from './post-article';

// The sanitiser is a module of its own, loaded on first use: once for the file, as a page does.
beforeAll(() => import('@/lib/sanitize'));

describe('PostArticle', () => {
  it('shows title, date, image, excerpt, tags and sanitised content', async () => {
    await act(async () =>
      render(
        <PostArticle
          post={{
            title: 'Billboard Costs in London',
            publish_date: '2026-11-03',
            featured_image: 'https://cdn.example/costs.jpg',
            excerpt: 'What a board costs.',
            tags: ['pricing', 'london'],
            content: '<h2>Prices</h2><p onclick="alert(1)">From $1,100</p><script>alert(1)</script>',
          }}
        />,
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Billboard Costs in London' })).toBeInTheDocument();
    expect(screen.getByText('November 3, 2026')).toHaveAttribute('datetime', '2026-11-03');
    const img = screen.getByRole('img', { name: 'Billboard Costs in London' });
    expect(img).toHaveAttribute('src', 'https://cdn.example/costs.jpg');
    expect(img).toHaveAttribute('loading', 'eager');
    // An upload is shown as uploaded: no other formats to offer.
    expect(document.querySelector('picture source')).toBeNull();
    expect(screen.getByText('What a board costs.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('pricinglondon');
    expect(screen.getByRole('heading', { level: 2, name: 'Prices' })).toBeInTheDocument();
    expect(screen.getByText('From $1,100')).not.toHaveAttribute('onclick');
    expect(document.querySelector('script')).toBeNull();
  });

  it('offers the AVIF and WebP siblings of a featured image the site ships', () => {
    render(<PostArticle post={{ title: 'Seeded', content: '<p>Body</p>', featured_image: '/images/blog/placeholder-2.jpg' }} />);
    const sources = [...document.querySelectorAll('picture source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['image/avif', '/images/blog/placeholder-2.avif'],
      ['image/webp', '/images/blog/placeholder-2.webp'],
    ]);
    expect(screen.getByRole('img', { name: 'Seeded' })).toHaveAttribute('src', '/images/blog/placeholder-2.jpg');
  });

  it("describes the featured image with the admin's alt text", () => {
    render(
      <PostArticle
        post={{
          title: 'Seeded',
          content: '<p>Body</p>',
          featured_image: '/images/blog/placeholder-2.jpg',
          featured_image_alt: 'A lit billboard over Highway 401 at dusk',
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'A lit billboard over Highway 401 at dusk' })).toBeInTheDocument();
  });

  it('leaves out what an unsaved preview does not have', async () => {
    await act(async () => render(<PostArticle post={{ title: 'Draft', content: '<p>Body</p>' }} />));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });
});
