import type { Tables } from './database';

/** A row of public.billboard_locations as the API returns it. */
export type BillboardLocation = Tables<'billboard_locations'>;
