import { fileURLToPath } from 'node:url';
import { test } from './fixtures';
import { planDatesAndRequest, STUB_PATH } from './booking-plan-flow';

// At 375 px the plan goes to the contact page through the phone's sticky Get a Quote.

test.describe('a campaign plan with dates at 375 px', () => {
  test.beforeEach(async ({ page, backend }) => {
    await backend.reset();
    await page.setViewportSize({ width: 375, height: 800 });
  });
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test.describe('with the Maps script blocked', () => {
    test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });
    test('the sticky Get a Quote carries the plan with its dates', async ({ page }) => {
      await page.route('https://maps.googleapis.com/**', (route) => route.abort());
      await planDatesAndRequest(page, { viaStickyBar: true, withMap: false, tag: `dates375b${Date.now()}` });
    });
  });

  test('with the Maps stand-in', async ({ page }) => {
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ path: fileURLToPath(STUB_PATH), contentType: 'text/javascript; charset=utf-8' }),
    );
    await planDatesAndRequest(page, { viaStickyBar: true, withMap: true, tag: `dates375m${Date.now()}` });
  });
});
