// The staff's advertisers: creating one from the phone-sale form, the list
// with its counts, and editing, through the app's own calls (src/lib/advertisers,
// src/features/advertisers-admin/api) under each caller's session.
import { beforeEach, describe, expect, it } from 'vitest';
import { readAdvertisers, updateAdvertiser } from '@/features/advertisers-admin/api/advertisers';
import { createAdvertiser, DuplicateAdvertiserError, searchAdvertisers } from '@/lib/advertisers/advertisers';
import { DataError } from '@/lib/data-error';
import { anonClient, clientWithToken, createUser, resetBackend, serviceClient, signInAsAdmin } from './helpers';

// Seeded phone-sale customers.
const PIZZA = { id: 'a1000000-0000-4000-8000-000000000001', email: 'marco@forestcitypizza.example' };
const DENTAL = 'a1000000-0000-4000-8000-000000000005';

const fresh = () => ({ company: 'Cedar Cafe', contact_name: 'Cy Dee', email: `cy-${Date.now()}@cedar.example`, phone: '519-555-0100' });

beforeEach(async () => {
  await resetBackend();
});

describe('creating an advertiser', () => {
  it('the admin creates one; it is stored as given', async () => {
    const { client } = await signInAsAdmin();
    const input = fresh();
    const created = await createAdvertiser(client, input);
    expect(created).toMatchObject({ company: 'Cedar Cafe', contact_name: 'Cy Dee', email: input.email, phone: '519-555-0100', notes: null });
    const { data } = await serviceClient().from('advertisers').select('contact_name').eq('id', created.id).single();
    expect(data).toEqual({ contact_name: 'Cy Dee' });
  });

  it('a signed-in non-admin and a visitor cannot, and nothing is stored', async () => {
    const user = await createUser();
    const input = fresh();
    const asUser = createAdvertiser(clientWithToken(user.session.access_token), input);
    await expect(asUser).rejects.toBeInstanceOf(DataError);
    await expect(asUser).rejects.toMatchObject({ kind: 'not-allowed', code: '42501' });
    await expect(createAdvertiser(anonClient(), input)).rejects.toMatchObject({ kind: 'not-allowed' });
    const { data } = await serviceClient().from('advertisers').select('id').eq('email', input.email);
    expect(data).toEqual([]);
  });

  it('an e-mail already on file, in another case, is refused by name and the existing advertiser is offered', async () => {
    const { client } = await signInAsAdmin();
    const attempt = createAdvertiser(client, { ...fresh(), email: 'MARCO@ForestCityPizza.example' });
    await expect(attempt).rejects.toBeInstanceOf(DuplicateAdvertiserError);
    await expect(attempt).rejects.toMatchObject({
      message: 'MARCO@ForestCityPizza.example is already the e-mail of Forest City Pizza.',
      existing: { id: PIZZA.id, email: PIZZA.email },
    });
    const { count } = await serviceClient().from('advertisers').select('id', { count: 'exact', head: true }).ilike('email', PIZZA.email);
    expect(count).toBe(1);
  });
});

describe('finding advertisers', () => {
  it('searches company, contact and e-mail without regard to case; a wildcard typed is a literal', async () => {
    const { client } = await signInAsAdmin();
    expect((await searchAdvertisers(client, 'forest city')).map((a) => a.id)).toEqual([PIZZA.id]);
    expect((await searchAdvertisers(client, 'GRACE')).map((a) => a.id)).toEqual([DENTAL]);
    expect((await searchAdvertisers(client, 'richmondrowdental.example')).map((a) => a.id)).toEqual([DENTAL]);
    expect(await searchAdvertisers(client, 'forest_city')).toEqual([]);
    expect(await searchAdvertisers(client, '%')).toEqual([]);
    expect((await searchAdvertisers(client, '')).length).toBeLessThanOrEqual(10);
  });

  it('the list counts each advertiser’s leads and campaigns in one request; a non-admin reads none', async () => {
    const { session } = await signInAsAdmin();
    const urls: string[] = [];
    const client = clientWithToken(session.access_token, { fetch: (input, init) => (urls.push(String(input)), fetch(input, init)) });
    const list = await readAdvertisers(client, '');
    expect(urls).toHaveLength(1);
    const dental = list.find((a) => a.id === DENTAL);
    expect(dental).toMatchObject({ company: 'Richmond Row Dental', campaigns: 2, leads: 0 });
    // Priya Raman's advertiser was made from her lead, and her request is its campaign.
    expect(list.find((a) => a.email === 'priya.raman@example.com')).toMatchObject({ leads: 1, campaigns: 1 });
    const user = await createUser();
    expect(await readAdvertisers(clientWithToken(user.session.access_token), '')).toEqual([]);
  });
});

describe('editing an advertiser', () => {
  it('saves the details; another advertiser’s e-mail in any case is refused by name', async () => {
    const { client } = await signInAsAdmin();
    const details = { company: 'Richmond Row Dental Group', contact_name: 'Grace Liu', email: 'grace@rrd.example', phone: null, notes: 'Two offices.' };
    expect(await updateAdvertiser(client, DENTAL, details)).toMatchObject({ id: DENTAL, ...details });
    await expect(updateAdvertiser(client, DENTAL, { ...details, email: PIZZA.email.toUpperCase() })).rejects.toMatchObject({
      message: `${PIZZA.email.toUpperCase()} is already the e-mail of Forest City Pizza.`,
    });
  });
});
