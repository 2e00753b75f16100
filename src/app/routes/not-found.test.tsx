import { screen, waitFor } from '@testing-library/react';
import { Component as NotFoundPage } from './not-found';
import { renderRoute } from './testing/render-route';

describe('not-found page', () => {
  it('shows the heading and a link home, is noindex, and logs the path once', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(NotFoundPage, { url: '/no-such-page', pattern: '*' });

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no-such-page');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
    spy.mockRestore();
  });
});
