import { test } from './fixtures';
import { resetPasswordThroughOutbox } from './password-reset-helpers';

// Wrong passwords and spent links answer 400 and 403, which Chromium logs.
test.use({ viewport: { width: 375, height: 800 }, allowedConsoleErrors: [/Failed to load resource/] });

test.beforeEach(async ({ backend }) => {
  await backend.reset();
});
// The admin's password is back to the seed's for the next spec.
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test('mobile: Forgot password? e-mails a link through the outbox; it sets a new password once', async ({ page, backend }) => {
  await resetPasswordThroughOutbox(page, backend);
});
