import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { InquiryError, InquirySubmission } from './send-inquiry';

/**
 * The sending code (the function call and the error types it builds) loads
 * when the visitor starts on the form or sends it, not with every page that
 * shows the form: the home page is one of them.
 */
export const loadInquirySender = () => import('./send-inquiry');

export function sendInquiryMutationOptions() {
  return mutationOptions({ mutationFn: async (input: InquirySubmission) => (await loadInquirySender()).sendInquiry(input) });
}

export function useSendInquiry() {
  return useMutation(sendInquiryMutationOptions());
}

/** An InquiryError, told by its name so this module need not load the class. */
export function isInquiryError(error: unknown): error is InquiryError {
  return error instanceof Error && error.name === 'InquiryError';
}
