export { AccountProofSection } from './components/account-proof-section';
export { ProofReportPage } from './components/proof-report-page';
export { StaffProofSection } from './components/staff-proof-section';
