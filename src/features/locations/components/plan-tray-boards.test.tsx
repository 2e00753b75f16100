import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PlanAvailability } from '../hooks/use-plan-availability';
import { readPlanAnnouncement } from '../lib/plan-announcement';
import { EMPTY_PLAN, readPlan, writePlan } from '../lib/plan-store';
import { twoLocations } from '../testing/locations';
import { PlanTrayBoards } from './plan-tray-boards';
import { PLAN_TEXT } from './plan-text';

const [board] = twoLocations;
const availability: PlanAvailability = { period: null, statusOf: () => 'available', nextFreeOf: () => null, known: true };

function renderTray() {
  render(
    <MemoryRouter>
      <PlanTrayBoards boards={[board!]} availability={availability} />
    </MemoryRouter>,
  );
}

afterEach(() => writePlan(EMPTY_PLAN));

describe('PlanTrayBoards', () => {
  it('offers to request a quote for a plan not sent yet', async () => {
    writePlan({ ids: [board!.id], cycles: 1 });
    renderTray();
    expect(await screen.findByRole('link', { name: PLAN_TEXT.requestQuote })).toHaveAttribute('href', '/contact-us');
  });

  it('says a sent plan was requested instead of offering it again, and clears it, saying so', async () => {
    writePlan({ ids: [board!.id], cycles: 1, requestedOn: '2026-11-20' });
    renderTray();
    expect(await screen.findByText(PLAN_TEXT.requested('Fri Nov 20, 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PLAN_TEXT.requestQuote })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: PLAN_TEXT.clear }));
    expect(readPlan()).toBe(EMPTY_PLAN);
    expect(readPlanAnnouncement()?.text).toBe('Your plan was cleared.');
  });
});
