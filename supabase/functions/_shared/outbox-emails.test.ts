import { describe, expect, it } from 'vitest';
import { company } from './company';
import { buildProofReadyEmail, PROOF_READY_LINES } from './outbox-emails';

describe('the proof-ready e-mail', () => {
  const email = buildProofReadyEmail('ana@example.com', 'C-7K3Q9X', '6f1c2a4e-0000-4000-8000-000000000001', '2026-12-07');

  it('says which cycle’s proof is ready and links to the campaign in the advertiser’s account', () => {
    expect(email.to).toBe('ana@example.com');
    expect(email.subject).toBe('Your proof of play is ready (C-7K3Q9X)');
    expect(email.text).toContain('Your proof of play for the cycle starting Mon Dec 7, 2026 is ready.');
    expect(email.text).toContain(`${company.url}/account/campaigns/6f1c2a4e-0000-4000-8000-000000000001`);
    expect(email.text).toContain('Reference: C-7K3Q9X');
    expect(email.html).toContain(PROOF_READY_LINES.ready('2026-12-07'));
    expect(email.html).toContain(`${company.url}/account/campaigns/6f1c2a4e-0000-4000-8000-000000000001`);
  });
});
