// Toasts without sonner in the first load: the library is fetched after the
// page is up (app/lazy-toaster.tsx) or on the first message, whichever comes first.
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

// sonner drops messages sent before its <Toaster> subscribed: wait for it.
let toasterReady!: () => void;
const toasterMounted = new Promise<void>((resolve) => (toasterReady = resolve));
export const markToasterMounted = (): void => toasterReady();

async function show(kind: 'success' | 'error', message: string): Promise<void> {
  const { toast: sonnerToast } = await loadSonner();
  await toasterMounted;
  sonnerToast[kind](message);
}

export const toast = {
  success: (message: string): void => void show('success', message),
  error: (message: string): void => void show('error', message),
};
