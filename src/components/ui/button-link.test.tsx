import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Button } from './button';
import { ButtonLink } from './button-link';

describe('ButtonLink and Button', () => {
  it('renders site paths as router links and other URLs as plain links', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/contact-us">Get a quote</ButtonLink>
        <ButtonLink to="tel:+18005550199" variant="outline">
          Call us
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveClass('bg-brand');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveClass('border-ink');
  });

  it('defaults buttons to type="button"', () => {
    render(<Button>Subscribe</Button>);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'button');
  });
});
