import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/** The page around every /account view: its landmark and width. */
export function AccountShell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="bg-gray-50">
      <Container className="max-w-3xl py-10 sm:py-14">{children}</Container>
    </main>
  );
}
