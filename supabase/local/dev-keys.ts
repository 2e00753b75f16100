// Fixed, documented development values of the local backend, like the Supabase
// CLI's. They protect nothing: the local backend only listens on 127.0.0.1.
// Never use them for a hosted project.
export const LOCAL_JWT_SECRET = 'local-dev-only-jwt-secret-change-me-in-production-0001';
export const LOCAL_JWT_ISSUER = 'supabase-local';

/** role=anon, signed with LOCAL_JWT_SECRET, expires 2100-01-01. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWxvY2FsIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjQxMDI0NDQ4MDB9.XjhLu42XBeR1SQ-NZcf7u1OtAaJ8MwHvL1NBq_aGLJs';
/** role=service_role, signed with LOCAL_JWT_SECRET, expires 2100-01-01. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIiwiaXNzIjoic3VwYWJhc2UtbG9jYWwiLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6NDEwMjQ0NDgwMH0.IE7el_SLuv8zxxExSYHcu-0nZdrYcdYobwS_-SmP-zg';

/** The local admin account created by supabase/seed.sql. */
export const LOCAL_ADMIN_EMAIL = 'admin@londondigitalbillboards.ca';
export const LOCAL_ADMIN_PASSWORD = 'local-admin-password';

export const LOCAL_DEFAULT_PORT = 54321;

/**
 * Where the site runs under `npm run dev` (Vite's server): the local
 * functions' SITE_URL, so their e-mails' links open the local site, not
 * production's. `--site-url` changes it.
 */
export const LOCAL_SITE_URL = 'http://127.0.0.1:5173';
