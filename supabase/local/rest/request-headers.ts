import { ApiError } from './api-error';
import { EXPOSED_SCHEMA } from './catalog';

export interface Preferences {
  returnRepresentation: boolean;
  count: boolean;
  resolution?: 'merge' | 'ignore';
}

export function parsePrefer(raw: string | undefined): Preferences {
  const prefs: Preferences = { returnRepresentation: false, count: false };
  for (const part of (raw ?? '').split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === 'return') prefs.returnRepresentation = value === 'representation';
    else if (key === 'count') prefs.count = ['exact', 'planned', 'estimated'].includes(value ?? '');
    else if (key === 'resolution' && value === 'merge-duplicates') prefs.resolution = 'merge';
    else if (key === 'resolution' && value === 'ignore-duplicates') prefs.resolution = 'ignore';
  }
  return prefs;
}

export interface Negotiated {
  /** application/vnd.pgrst.object+json: exactly one row, answered as an object. */
  single: boolean;
  stripNulls: boolean;
}

export function negotiate(accept: string | undefined): Negotiated {
  if (!accept) return { single: false, stripNulls: false };
  const offers = accept
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const offer of offers) {
    const [type = '', ...params] = offer.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return { single: true, stripNulls };
    if (['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'].includes(type)) return { single: false, stripNulls };
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${offers.join(', ')}`);
}

/** Only `public` is exposed; supabase-js sends Accept-Profile / Content-Profile for .schema(). */
export function checkProfile(profile: string | undefined): void {
  if (profile === undefined || profile.trim() === EXPOSED_SCHEMA) return;
  throw new ApiError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMA}`);
}
