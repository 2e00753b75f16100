// Contact function rate limit

/**
 * Leads one client address may send to the contact function within the
 * window (the database counts them when it stores a lead; requests whose
 * address is unknown share one count). The deployed function and the local
 * backend both read it here.
 */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;
