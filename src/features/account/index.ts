// The advertiser's area (/account): what the app's route module composes.
export { AccountGate, ACCOUNT_GATE_TEXT } from './components/account-gate';
export { AccountHeader } from './components/account-header';
export { AccountShell } from './components/account-shell';
export { AccountCampaignList, CAMPAIGN_LIST_TEXT } from './components/account-campaign-list';
export { AccountCampaignView, CAMPAIGN_VIEW_TEXT } from './components/account-campaign-view';
export { ACCOUNT_SIGN_IN_TEXT } from './api/sign-in-by-email';
export { accountKeys, useAccountCampaign } from './api/account-campaigns';
export type { AccountViewer, SignedInViewer } from './lib/viewer';
