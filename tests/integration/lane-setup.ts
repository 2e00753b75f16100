// Runs before each integration file: a test that reaches the database server
// itself (a race, a scratch database) reads DATABASE_URL, which must name its
// lane's server. Each worker thread has its own copy of process.env.
import { inject } from 'vitest';
import { lane } from './lanes';

const url = inject('databaseUrls')[lane()];
if (url) process.env.DATABASE_URL = url;
