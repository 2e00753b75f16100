import { useParams } from 'react-router-dom';
import { Component as NotFound } from '../not-found';
import { BlogIndex } from './index';

/** /blog/page/:page, for page 2 onwards; anything else here is not a page of the blog. */
export function Component() {
  const raw = useParams().page ?? '';
  const page = /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 2)) return <NotFound />;
  return <BlogIndex page={page} />;
}
