import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { paths } from '@/config/paths';
import { CONTACT_FORM_TEXT } from '@/features/contact/components/contact-form';
import { readLeadSource } from '@/features/contact/lib/lead-source-handoff';
import { twoLocations } from '@/features/locations/testing/locations';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { Component as AboutPage } from './about';
import { Component as BillboardsPage } from './billboards';
import { Component as ContactPage } from './contact';
import { Component as CostsPage } from './costs';
import { Component as InventoryPage } from './inventory';
import { Component as RentPage } from './rent';
import { renderRoute } from './testing/render-route';
import { Component as UnsubscribePage } from './unsubscribe';
import { setupUser } from '@/testing/user-events';

const TEL = 'tel:+18005550199';

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe.each<[string, ComponentType, string]>([
  [paths.aboutUs, AboutPage, 'Helping London Businesses Get Seen'],
  [paths.billboards, BillboardsPage, 'Digital Billboard Advertising'],
  [paths.rentABillboard, RentPage, 'Rent a Digital Billboard in London, Ontario'],
  [paths.billboardCosts, CostsPage, 'How Much Does a Billboard Cost in London, Ontario?'],
  [paths.inventory, InventoryPage, 'Our Digital Billboard Inventory'],
  [paths.contactUs, ContactPage, 'CONTACT US'],
  [paths.unsubscribe, UnsubscribePage, "You've been unsubscribed"],
])('%s', (url, Page, heading) => {
  it('renders main#main with exactly one h1', () => {
    const { container } = renderRoute(Page, { url });
    expect(container.querySelectorAll('main#main')).toHaveLength(1);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
  });

  it('sets a title, a description and its canonical path', async () => {
    renderRoute(Page, { url });
    await waitFor(() => expect(document.title).not.toBe(''));
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(60);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${url}$`));
  });
});

describe('/about-us', () => {
  it('calls to action link to contact, inventory, billboards and FAQ', () => {
    renderRoute(AboutPage, { url: paths.aboutUs });
    expect(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Commitment' })).toBeInTheDocument();
    expect(hrefs()).toEqual(expect.arrayContaining(['/contact-us', '/inventory', '/billboards', '/faq']));
  });
});

describe('/billboards', () => {
  it('explains rotation, cost and benefits and links to /contact-us', () => {
    renderRoute(BillboardsPage, { url: paths.billboards });
    expect(screen.getByRole('heading', { name: '6–10 seconds, every minute' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The side switches each minute' })).toBeInTheDocument();
    expect(screen.getByText('About $1,100 to $2,500 per 4-week cycle')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our LED Boards' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '95% of adults weekly' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '76% visited a store' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });
});

describe('/rent-a-billboard', () => {
  it('has a contact card and a map card, the three benefits and links to contact, map and costs', () => {
    renderRoute(RentPage, { url: paths.rentABillboard });
    const contactCard = screen.getByRole('heading', { name: 'Talk to Our Team' }).closest('article')!;
    expect(within(contactCard).getByRole('link')).toHaveAttribute('href', '/contact-us');
    const mapCard = screen.getByRole('heading', { name: 'Browse the Map' }).closest('article')!;
    expect(within(mapCard).getByRole('link')).toHaveAttribute('href', '/billboard-map');
    for (const name of ['Fast Setup', 'Measurable Results', 'Flexible Pricing']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'See Billboard Costs' })).toHaveAttribute('href', '/billboard-costs');
    expect(hrefs()).toEqual(expect.arrayContaining(['/contact-us', '/billboard-map', '/billboard-costs']));
  });
});

describe('/billboard-costs', () => {
  it('the scroll-down button scrolls to the pricing explanation and focuses it', async () => {
    const user = setupUser();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderRoute(CostsPage, { url: paths.billboardCosts });

    await user.click(screen.getByRole('button', { name: 'Scroll down to the pricing explanation' }));

    const target = screen.getByRole('heading', { level: 2, name: 'What Affects the Price' }).closest('section')!;
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(target).toHaveFocus();
  });

  it('links to contact and the map, and offers a phone call and the contact form', () => {
    renderRoute(CostsPage, { url: paths.billboardCosts });
    expect(screen.getByRole('link', { name: 'Compare Locations on the Map' })).toHaveAttribute('href', '/billboard-map');
    expect(screen.getByRole('link', { name: 'Call 1-800-555-0199' })).toHaveAttribute('href', TEL);
    expect(screen.getByRole('link', { name: 'Fill Out the Contact Form' })).toHaveAttribute('href', '/contact-us');
  });

  it('the contact form link tells the contact page the lead came from the costs page', async () => {
    const user = setupUser();
    function ContactSource() {
      return <p>{`source: ${readLeadSource(useLocation().state)}`}</p>;
    }
    render(
      <AppProvider>
        <MemoryRouter initialEntries={[paths.billboardCosts]}>
          <Routes>
            <Route path={paths.billboardCosts} element={<CostsPage />} />
            <Route path={paths.contactUs} element={<ContactSource />} />
          </Routes>
        </MemoryRouter>
      </AppProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Fill Out the Contact Form' }));
    expect(await screen.findByText('source: billboard-costs')).toBeInTheDocument();
  });
});

describe('/inventory', () => {
  it('has a scroll-down button, the map link, the three blurbs and contact links', async () => {
    const user = setupUser();
    Element.prototype.scrollIntoView = vi.fn();
    fakePublicReads({ from: fakeFrom([], () => ({ data: twoLocations, error: null, status: 200 })) });
    renderRoute(InventoryPage, { url: paths.inventory });
    // The scroll-down button leads to the boards, listed right after the hero.
    await user.click(screen.getByRole('button', { name: 'Scroll down to see every board' }));
    const boards = screen.getByRole('heading', { level: 2, name: 'Every Active Board' }).closest('section')!;
    expect(boards).toHaveFocus();
    expect(boards.previousElementSibling).toBe(screen.getByRole('heading', { level: 1 }).closest('section'));
    for (const board of twoLocations) {
      expect(await within(boards).findByRole('link', { name: board.name })).toHaveAttribute('href', `/inventory/${board.slug}`);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Explore Every Board on Our Interactive Map' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Open the Billboard Map' })).toHaveAttribute('href', '/billboard-map');
    for (const name of ['A Page for Every Board', 'Sales Sheets Ready to Print', 'Availability for the Next 13 Cycles']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Call 1-800-555-0199' })).toHaveAttribute('href', TEL);
    // What the map and the board pages do now; nothing promises photos of the surroundings or a check of dates by hand.
    expect(document.body).not.toHaveTextContent(/surroundings|check availability for your dates/);
  });
});

describe('/contact-us', () => {
  it('shows the form and the contact details', () => {
    renderRoute(ContactPage, { url: paths.contactUs });
    expect(screen.getByRole('form', { name: CONTACT_FORM_TEXT.formLabel })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', TEL);
    expect(screen.getByRole('link', { name: 'info@londondigitalbillboards.ca' })).toHaveAttribute('href', 'mailto:info@londondigitalbillboards.ca');
    expect(screen.getByText('Monday to Friday, 9:00 a.m. to 5:00 p.m.')).toBeInTheDocument();
    expect(screen.getAllByText(/We respond within 24 hours/).length).toBeGreaterThan(0);
  });
});

describe('/unsubscribe', () => {
  it('confirms and points to the blog to sign up again', () => {
    renderRoute(UnsubscribePage, { url: paths.unsubscribe });
    expect(screen.getByText(/no longer receive marketing e-mails/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Again on Our Blog' })).toHaveAttribute('href', '/blog');
  });
});
