/** Who is looking at /account, as the app's auth provider says (the account feature never reads the session itself). */
export type AccountViewer = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; userId: string; email: string; isAdmin: boolean };

export type SignedInViewer = Extract<AccountViewer, { status: 'signedIn' }>;
