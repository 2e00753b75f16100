import { expect, PHONE, test } from './fixtures';
import { resetPasswordThroughOutbox } from './password-reset-helpers';

// A member of staff who forgot the password, on a phone: Forgot password? e-mails a link (read
// from the local backend's outbox); it sets a new password once, and the old one stops working.

// Wrong passwords and spent links answer 400 and 403, which Chromium logs.
test.use({ ...PHONE, allowedConsoleErrors: [/Failed to load resource/] });

// The admin's password is back to the seed's for the next journey.
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test('on a phone: Forgot password? e-mails a link through the outbox; it sets a new password once, and the old password is refused', async ({
  page,
  backend,
}) => {
  await resetPasswordThroughOutbox(page, backend);
  expect(page.url()).toMatch(/\/admin\/blog$/);
});
