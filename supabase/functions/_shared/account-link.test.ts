import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_TEXT } from './account-link.ts';
import { company } from './company.ts';
import { buildConfirmationEmail } from './newsletter-emails.ts';
import { buildGoLiveEmail, buildProofReadyEmail } from './outbox-emails.ts';
import { buildBookingReceipt } from './prospect-emails.ts';

const account = `${company.url}/account`;
const campaign = '00000000-0000-4000-8000-0000000000aa';

describe("the link to the advertiser's account on every advertiser e-mail", () => {
  const emails = {
    'booking receipt': buildBookingReceipt({
      to: 'a@example.com',
      boards: ['Dundas St'],
      startsOn: '2027-01-04',
      cycles: 1,
      expiresAt: new Date('2027-01-01T12:00:00Z'),
      reference: 'LDB-1',
    }),
    'go-live': buildGoLiveEmail('a@example.com', 'LDB-1', campaign, '2027-01-04T14:00:00Z'),
    'proof ready': buildProofReadyEmail('a@example.com', 'LDB-1', campaign, '2027-01-04'),
  };

  it.each(Object.entries(emails))('the %s e-mail links to /account as "Your account", in HTML and in text', (_, email) => {
    expect(email.html).toContain(`<a href="${account}"`);
    expect(email.html).toContain(`>${ACCOUNT_LINK_TEXT}</a>`);
    expect(email.text).toContain(`${ACCOUNT_LINK_TEXT}: ${account}\n`);
  });

  it('a newsletter subscriber, not an advertiser, gets no account link', () => {
    const email = buildConfirmationEmail({ to: 'a@example.com', siteUrl: company.url, confirmToken: 't', unsubscribeToken: 'u' });
    expect(email.html).not.toContain(ACCOUNT_LINK_TEXT);
    expect(email.text).not.toContain(ACCOUNT_LINK_TEXT);
  });
});
