import { Container } from '@/components/ui/container';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { TopBar } from './top-bar';

export function Header() {
  return (
    // `relative` anchors the mobile panel under the bar. No transform or backdrop
    // filter here: they would become the containing block of the fixed dropdowns.
    <header className="relative z-40 border-b border-gray-100 bg-white">
      <TopBar />
      <Container className="flex h-20 items-center justify-between gap-4">
        <Logo />
        <DesktopNav />
        <MobileMenu />
      </Container>
    </header>
  );
}
