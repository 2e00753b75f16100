import { useEffect, useState } from 'react';
import { loadSonner, markToasterMounted, onToasterNeeded } from '@/lib/toast';

type ToasterComponent = typeof import('sonner').Toaster;

/** sonner's <Toaster> (one toast at a time), mounted with the first message. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => {
    let active = true;
    onToasterNeeded(() => void loadSonner().then((m) => active && setToaster(() => m.Toaster)));
    return () => {
      active = false;
    };
  }, []);

  // Runs after the Toaster's own effects, so it has subscribed by now.
  useEffect(() => {
    if (Toaster) markToasterMounted();
  }, [Toaster]);

  return Toaster ? <Toaster visibleToasts={1} duration={4000} position="top-center" richColors closeButton /> : null;
}
