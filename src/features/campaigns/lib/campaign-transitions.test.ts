import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Constants } from '@/types/database';
import { availableActions, CAMPAIGN_TRANSITIONS, canTransition, type CampaignStatus } from './campaign-transitions';

const STATUSES = Constants.public.Enums.campaign_status;

// Every pair, as private.campaign_transition_allowed answers it.
const ALLOWED: [CampaignStatus, CampaignStatus][] = [
  ['requested', 'confirmed'],
  ['requested', 'declined'],
  ['requested', 'cancelled'],
  ['requested', 'expired'],
  ['confirmed', 'live'],
  ['confirmed', 'cancelled'],
  ['live', 'completed'],
  ['live', 'cancelled'],
];

describe('the transitions table', () => {
  it.each(STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const)))('%s -> %s as the database allows', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.some(([f, t]) => f === from && t === to));
  });

  it('is the table of the latest migration that defines private.campaign_transition_allowed', () => {
    const dir = new URL('../../../../supabase/migrations/', import.meta.url);
    const definer = /create (or replace )?function private\.campaign_transition_allowed/;
    const sql = readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => readFileSync(new URL(name, dir), 'utf8'))
      .filter((text) => definer.test(text))
      .at(-1)!;
    const body = sql.slice([...sql.matchAll(new RegExp(definer, 'g'))].at(-1)!.index);
    const fromSql = Object.fromEntries(
      [...body.slice(0, body.indexOf('end;')).matchAll(/when '(\w+)' then p_to in \(([^)]*)\)/g)].map(([, from, list]) => [
        from,
        [...list!.matchAll(/'(\w+)'/g)].map(([, to]) => to),
      ]),
    );
    const fromTs = Object.fromEntries(Object.entries(CAMPAIGN_TRANSITIONS).filter(([, to]) => to.length > 0));
    expect(fromSql).toEqual(fromTs);
  });
});

describe('availableActions', () => {
  it.each([
    ['requested', false, ['confirm', 'extend', 'move', 'price', 'decline', 'cancel']],
    ['requested', true, ['confirm', 'extend', 'price', 'decline', 'cancel']],
    ['confirmed', false, ['live', 'extend', 'move', 'price', 'cancel']],
    ['confirmed', true, ['live', 'extend', 'price', 'cancel']],
    ['live', true, ['complete', 'extend', 'price', 'cancel']],
    ['completed', true, []],
    ['declined', false, []],
    ['cancelled', false, []],
    ['expired', false, []],
  ] as const)('%s (begun: %s): %j', (status, begun, actions) => {
    expect(availableActions({ status, begun })).toEqual(actions);
  });
});
