import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { lazyPage, type LazyPage } from '../../lazy-page';

// The ten industry pages' own table, behind the one /industries/:industry
// entry of the site's (src/app/routes.tsx): each page is a module of its own
// with its own copy, and the site's first load carries none of their links.
const modules = import.meta.glob<{ Component: () => React.JSX.Element }>(['./*.tsx', '!./index.tsx', '!./industry-page.tsx', '!./*.test.tsx']);

const pages = new Map<string, LazyPage>(Object.entries(modules).map(([file, load]) => [file.slice('./'.length, -'.tsx'.length), lazyPage(load)]));

// Only an address that names no industry shows it: the ten pages do not load it.
const NotFoundContent = lazy(() => import('@/components/marketing/not-found-content').then((module) => ({ default: module.NotFoundContent })));

export function Component() {
  const { industry } = useParams();
  const page = industry === undefined ? undefined : pages.get(industry);
  return page ? <page.Component /> : <NotFoundContent />;
}
