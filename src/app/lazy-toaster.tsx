import { useEffect, useState, type CSSProperties } from 'react';
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

  // sonner's rich colours put 14 px green text on pale green at about 4.3:1; these
  // darker shades of the same hues reach the 4.5:1 that small text needs.
  return Toaster ? (
    <Toaster
      visibleToasts={1}
      duration={4000}
      position="top-center"
      richColors
      closeButton
      style={{ '--success-text': 'hsl(140, 100%, 22%)', '--error-text': 'hsl(0, 100%, 38%)' } as CSSProperties}
    />
  ) : null;
}
