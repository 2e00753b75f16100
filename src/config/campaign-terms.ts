// The campaign terms (PLACEHOLDER wording for the client's lawyer) and their
// version: kept beside the contact function that records which version a
// request accepted, so the form and the function read one text.
export { CAMPAIGN_TERMS } from '../../supabase/functions/_shared/campaign-terms.ts';
