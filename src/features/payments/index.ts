export { AccountPaymentSection } from './components/account-payment-section';
export { StaffPaymentSection } from './components/staff-payment-section';
export { CheckoutReturnPage, CHECKOUT_RETURN_TEXT, type ReturnViewer } from './components/checkout-return-page';
