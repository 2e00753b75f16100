// private.campaigns_releasing_unpaid_within(interval), the staff digest's
// warning the day before a release: private, so read from a database of the
// test's own (as the catalog tests do), with rows made as its owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase, type SeededDatabase } from './scratch-database';

let db: SeededDatabase;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db.close();
});

async function campaign(status: 'requested' | 'confirmed'): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `with a as (insert into public.advertisers (company, contact_name, email) values ('Digest Co', 'Dee', 'dee+' || gen_random_uuid() || '@example.com') returning id)
     insert into public.campaigns (advertiser_id, name, status) select id, 'Digest campaign', $1::public.campaign_status from a returning id`,
    [status],
  );
  return rows[0]!.id;
}

const releasing = async (within: string) =>
  (await db.query<{ campaign_id: string }>('select campaign_id from private.campaigns_releasing_unpaid_within($1::interval)', [within])).rows.map(
    (r) => r.campaign_id,
  );

describe('campaigns_releasing_unpaid_within', () => {
  it('names confirmed campaigns with nothing paid whose deadline falls within the time given, and no other', async () => {
    const soon = await campaign('confirmed');
    const later = await campaign('confirmed');
    const paid = await campaign('confirmed');
    const requested = await campaign('requested');
    // Confirmation set the deadline a week ahead; bring two of them within a day.
    const { rows } = await db.query<{ days: number }>(`select extract(day from deposit_due_at - now())::int as days from public.campaigns where id = $1`, [
      later,
    ]);
    expect(rows[0]!.days).toBeGreaterThanOrEqual(6);
    await db.query(`update public.campaigns set deposit_due_at = now() + interval '12 hours' where id = any($1::uuid[])`, [[soon, paid]]);
    await db.query(`insert into public.payments (campaign_id, amount_cents, method, reference) values ($1, 5000, 'cheque', 'Cheque 7')`, [paid]);

    expect(await releasing('1 day')).toEqual([soon]);
    // The seed's confirmed campaigns fall within a week too; only these four are looked at.
    const mine = (ids: string[]) => ids.filter((id) => [soon, later, paid, requested].includes(id)).sort();
    expect(mine(await releasing('8 days'))).toEqual([soon, later].sort());
    // Past its deadline it is the release's, no longer a warning.
    await db.query(`update public.campaigns set deposit_due_at = now() - interval '1 minute' where id = $1`, [soon]);
    expect(await releasing('1 day')).toEqual([]);
  });
});

describe('staff_digest', () => {
  it('lists the unpaid campaigns released within a day, with their advertiser and deadline', async () => {
    const soon = await campaign('confirmed');
    await db.query(`update public.campaigns set deposit_due_at = now() + interval '6 hours' where id = $1`, [soon]);
    const { rows } = await db.query<{ digest: { unpaid_releasing: { id: string; advertiser: string; deposit_due_at: string }[] } }>(
      'select public.staff_digest() as digest',
    );
    const listed = rows[0]!.digest.unpaid_releasing.filter((u) => u.id === soon);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.advertiser).toBe('Digest Co');
    expect(Date.parse(listed[0]!.deposit_due_at)).toBeGreaterThan(Date.now());
  });
});
