import { ADMIN_PASSWORD, expect, test } from './fixtures';

// What the sign-in page says when the auth service cannot answer properly:
// never 'Failed to fetch', '{}' or a JSON parser's message. At the phone's width,
// where the message has the least room; the words are the same at every width.
const CONNECTION = 'We could not reach the sign-in service. Check your internet connection, then try again in a moment.';
const TOKEN = '**/auth/v1/token?grant_type=password';

// auth-js logs the failed fetch itself; the browser logs the failed responses.
test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_|status of [45]\d\d|Failed to fetch/] });

for (const width of [375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the backend does not answer: a connection error, and Try again signs in once it is back', async ({ page }) => {
      let down = true;
      await page.route(TOKEN, (route) => (down ? route.abort('connectionrefused') : route.continue()));
      await page.goto('/auth');
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(CONNECTION);
      await expect(alert).not.toContainText('Failed to fetch');

      down = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.waitForURL('**/admin/blog');
    });

    test('a 503 with an empty JSON body: the same connection error, not "{}"', async ({ page }) => {
      await page.route(TOKEN, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
      await page.goto('/auth');
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText(CONNECTION);
      await expect(page.getByRole('alert')).not.toContainText('{}');
    });

    test("an answer whose body is not JSON: An unexpected error occurred, not the parser's message", async ({ page }) => {
      await page.route(TOKEN, (route) => route.fulfill({ status: 400, contentType: 'text/html', body: '<html><body>Bad request</body></html>' }));
      await page.goto('/auth');
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('An unexpected error occurred');
    });
  });
}
