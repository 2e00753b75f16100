import { campaignPeriodLabel } from '../../supabase/functions/_shared/booking-cycles';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { SEED_LEAD } from './bookings-admin-helpers';
import { expect, serviceRest, signInAsAdminAt, test, WIDTHS, type BackendControl } from './fixtures';

// An advertiser's first sign-in: the staff confirm Priya Raman's requested
// campaign (which makes her account, and the confirmation says how to sign
// in); she asks for a link at /account, reads it from the local backend's
// outbox (the code on a phone, the link at a desk), and sees her campaign,
// its boards, dates and timeline. The staff's screens stay closed to her. Both ways in are
// width-specific and both widths take theirs; her pages are audited, and the staff's screens
// refused, on the phone.

const SIGN_IN_SUBJECT = 'Your sign-in link and code';

// A wrong or spent token answers 403, which Chromium logs.
test.use({ allowedConsoleErrors: [/Failed to load resource/] });

// Back to the seed for the next spec (this one confirms a campaign and makes an account).
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

async function newestMail(backend: BackendControl, subject: string) {
  await expect.poll(async () => (await backend.outbox()).some((m) => m.to === SEED_LEAD.email && m.subject === subject)).toBe(true);
  return (await backend.outbox()).filter((m) => m.to === SEED_LEAD.email && m.subject === subject).at(-1)!;
}

for (const { width, use } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use(use);

    test('the staff confirm her campaign; she signs in at /account with what the e-mail gives her and sees her campaign', async ({ page, backend }) => {
      // Her pages are audited on the phone: their markup is the same at both widths.
      const audit = width === 375;
      const [campaign] = await serviceRest<{ id: string; reference: string }[]>(`campaigns?select=id,reference&lead_id=eq.${SEED_LEAD.id}`);
      const [booking] = await serviceRest<{ starts_on: string; cycles: number }[]>(`bookings?select=starts_on,cycles&campaign_id=eq.${campaign!.id}`);

      // The staff confirm it: the confirmation e-mail says where and how to sign in.
      await signInAsAdminAt(page, `/admin/campaigns/${campaign!.id}`);
      const actions = page.getByRole('region', { name: 'Actions' });
      await actions.getByRole('button', { name: 'Confirm' }).click();
      await expect(actions.getByRole('status')).toHaveText('Campaign confirmed. The advertiser will be e-mailed within a minute.');
      // The outbox's job, as its schedule runs it: it makes her account and sends the confirmation.
      await backend.deliverOutbox();
      const confirmation = await newestMail(backend, 'Your billboard booking is confirmed');
      expect(confirmation.text).toContain('/account');
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/auth$/);

      // She asks for a link.
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Your advertiser account' })).toBeVisible();
      await page.getByLabel('E-mail address').fill(SEED_LEAD.email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByRole('status').filter({ hasText: `If ${SEED_LEAD.email} has an advertiser account` })).toBeVisible();
      if (audit) await expectSeriousAxeClean(page);
      const mail = await newestMail(backend, SIGN_IN_SUBJECT);

      if (width === 375) {
        // On a phone: the 6-digit code, typed on the page.
        const code = /<strong>(\d{6})<\/strong>/.exec(mail.html)![1]!;
        await page.getByLabel('6-digit code from the e-mail').fill(code);
        await page.getByRole('button', { name: 'Sign in' }).click();
      } else {
        // At a desk: the link, which lands back on /account and leaves no token in the address.
        const href = /href="([^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&');
        expect(new URL(href).origin).toBe(new URL(page.url()).origin);
        await page.goto(href);
      }

      await expect(page.getByRole('heading', { level: 1, name: 'Your campaigns' })).toBeVisible();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText(`Signed in as ${SEED_LEAD.email}`)).toBeVisible();
      const item = page.getByRole('listitem').filter({ hasText: `Reference ${campaign!.reference}` });
      await expect(item).toContainText('Status: Confirmed: your dates are booked');
      await expect(item).toContainText(campaignPeriodLabel(booking!.starts_on, booking!.cycles));
      if (audit) await expectSeriousAxeClean(page);

      await item.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/account/campaigns/${campaign!.id}$`));
      const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
      await expect(timeline.last()).toContainText('Confirmed');
      await expect(page.getByRole('region', { name: 'Questions about your campaign?' })).toBeVisible();
      if (audit) await expectSeriousAxeClean(page);

      if (width === 375) {
        // The staff's screens are not hers (the guard's answer, the same at any width).
        await page.goto('/admin/leads');
        await expect(page.getByRole('alert')).toHaveText('This account is restricted.');
        await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
      }

      // Signed out, /account asks for an e-mail again.
      await page.goto('/account');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
    });
  });
}
