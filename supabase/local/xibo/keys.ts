// Fixed development values of the local Xibo stand-in's one API application
// (client-credentials grant), like dev-keys.ts: they protect nothing (the
// local backend listens on 127.0.0.1 only). Never use them for a real CMS.
export const LOCAL_XIBO_CLIENT_ID = 'local-xibo-client';
export const LOCAL_XIBO_CLIENT_SECRET = 'local-xibo-secret-0000000000000000';
/**
 * The display groups the stand-in has in development (`npm run dev`): a CMS's
 * displays each have a display group of their own, numbered from 1; the staff
 * give a board one of these on /admin/locations.
 */
export const LOCAL_XIBO_DEV_DISPLAY_GROUPS: readonly number[] = Array.from({ length: 50 }, (_, i) => i + 1);
/** Where the stand-in is mounted on the local backend: its API is under /xibo/api, as a CMS's is under /api. */
export const LOCAL_XIBO_PATH = '/xibo';
