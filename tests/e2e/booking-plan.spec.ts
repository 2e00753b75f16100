import { fileURLToPath } from 'node:url';
import { test } from './fixtures';
import { planDatesAndRequest, STUB_PATH } from './booking-plan-flow';

// At 1280 px: dates, availability, the estimate and the plan on the contact page,
// with Google's script blocked (the list carries the page) and with the Maps stand-in.

test.describe('a campaign plan with dates at 1280 px', () => {
  test.beforeEach(async ({ page, backend }) => {
    await backend.reset();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test.describe('with the Maps script blocked', () => {
    test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });
    test('pick a start cycle, see the sold-out board flagged and "1 slot left", the estimate, and the plan on /contact-us', async ({ page }) => {
      await page.route('https://maps.googleapis.com/**', (route) => route.abort());
      await planDatesAndRequest(page, { viaStickyBar: false, withMap: false, tag: `dates1280b${Date.now()}` });
    });
  });

  test('with the Maps stand-in, the info window cannot add the sold-out board either', async ({ page }) => {
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ path: fileURLToPath(STUB_PATH), contentType: 'text/javascript; charset=utf-8' }),
    );
    await planDatesAndRequest(page, { viaStickyBar: false, withMap: true, tag: `dates1280m${Date.now()}` });
  });
});
