import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { CostEstimator } from './cost-estimator';

describe('CostEstimator', () => {
  it('turns boards and cycles into a range, said to be an estimate', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CostEstimator />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('region', { name: 'Estimate your campaign' })).toBeInTheDocument();
    expect(screen.getByText('$1,100–$2,500')).toBeInTheDocument();
    expect(screen.getByText('$1,100–$2,500').parentElement).toHaveTextContent('Estimated cost: $1,100–$2,500 + HST');
    const boards = screen.getByLabelText('Number of billboards');
    await userEvent.clear(boards);
    expect(screen.getByText('Enter a whole number of billboards from 1 to 50.')).toBeInTheDocument();
    expect(boards).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(boards, '2');
    await userEvent.selectOptions(screen.getByLabelText('Number of 4-week cycles'), '3');
    // 5% off from 3 cycles (site.pricing.durationRates).
    expect(screen.getByText('$6,270–$14,250')).toBeInTheDocument();
    expect(screen.getByText('HST 13%: $815.10–$1,852.50, total $7,085.10–$16,102.50')).toBeInTheDocument();
    expect(screen.getByText('You save 5% with 3 cycles')).toBeInTheDocument();
    expect(screen.getByText(/estimate only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what affects billboard costs' })).toHaveAttribute('href', '/billboard-costs');
  });
});
