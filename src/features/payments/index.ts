export { AccountPaymentSection } from './components/account-payment-section';
export { StaffPaymentSection } from './components/staff-payment-section';
