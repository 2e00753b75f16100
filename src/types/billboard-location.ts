import type { Database } from './database';

/** A row of public.billboard_locations as the API returns it. */
export type BillboardLocation = Database['public']['Tables']['billboard_locations']['Row'];
