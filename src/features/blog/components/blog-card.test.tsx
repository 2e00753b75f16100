import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BlogCard } from './blog-card';

const post = {
  title: 'How Much Does a Billboard Cost?',
  slug: 'billboard-costs',
  excerpt: 'Prices explained.',
  publish_date: '2026-11-03',
  tags: ['pricing', 'london', 'digital', 'ontario'],
};

describe('BlogCard', () => {
  it('shows date, linked title, excerpt and the first 3 tags', () => {
    render(<BlogCard post={post} />, { wrapper: MemoryRouter });
    expect(screen.getByText('November 3, 2026')).toHaveAttribute('datetime', '2026-11-03');
    const link = screen.getByRole('link', { name: 'How Much Does a Billboard Cost?' });
    expect(link).toHaveAttribute('href', '/blog/billboard-costs');
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(link);
    expect(screen.getByText('Prices explained.')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['pricing', 'london', 'digital']);
  });

  it('small variant: compact heading and no tags', () => {
    render(<BlogCard post={post} variant="small" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 3, name: post.title })).toBeInTheDocument();
    expect(screen.getByText('November 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('Prices explained.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
  });
});
