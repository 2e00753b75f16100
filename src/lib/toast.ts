// Toasts without sonner in the first load: the library and its <Toaster>
// (app/lazy-toaster.tsx) arrive with the first message.
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

let needed = false;
let mountToaster: (() => void) | undefined;

/** Called by the app's toaster host: `mount` renders sonner's <Toaster>, now or when a first message comes. */
export function onToasterNeeded(mount: () => void): void {
  mountToaster = mount;
  if (needed) mount();
}

// sonner drops messages sent before its <Toaster> subscribed: wait for it.
let toasterReady!: () => void;
const toasterMounted = new Promise<void>((resolve) => (toasterReady = resolve));
export const markToasterMounted = (): void => toasterReady();

type Kind = 'success' | 'error' | 'info';

/** What the site passes along to sonner. */
export interface ToastOptions {
  description?: string;
}

async function show(kind: Kind, message: string, options?: ToastOptions): Promise<void> {
  if (!needed) {
    needed = true;
    mountToaster?.();
  }
  const { toast: sonnerToast } = await loadSonner();
  await toasterMounted;
  sonnerToast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ToastOptions): void => void show('success', message, options),
  error: (message: string, options?: ToastOptions): void => void show('error', message, options),
  info: (message: string, options?: ToastOptions): void => void show('info', message, options),
};
