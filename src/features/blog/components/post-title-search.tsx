import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePostTitleSearch } from '../api/search-posts-by-title';

export const POST_SEARCH_TEXT = {
  heading: 'Looking for an article?',
  label: 'Search blog posts by title',
  submit: 'Search',
  searching: 'Searching...',
  found: (count: number, words: string) => `${count} ${count === 1 ? 'post' : 'posts'} with “${words}” in the title.`,
  none: (words: string) => `No post has “${words}” in its title.`,
  failure: 'The search is not available right now.',
  allPosts: 'See all blog posts',
} as const;

/** A search of published posts by title (the not-found page), answering in place. */
export function PostTitleSearch() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  const { data, isPending, isPlaceholderData, isError } = usePostTitleSearch(words);
  // The previous answer stays on screen while the next one loads, but is not read out as this one's.
  const current = words && !isPlaceholderData ? data : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setWords(typed.trim());
  }

  let answer = '';
  if (words && isError) answer = POST_SEARCH_TEXT.failure;
  else if (current) answer = current.length ? POST_SEARCH_TEXT.found(current.length, words) : POST_SEARCH_TEXT.none(words);
  else if (words && (isPending || isPlaceholderData)) answer = POST_SEARCH_TEXT.searching;

  return (
    <section aria-labelledby={`${id}-heading`} className="w-full max-w-xl text-left">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink">
        {POST_SEARCH_TEXT.heading}
      </h2>
      <form role="search" aria-label={POST_SEARCH_TEXT.label} onSubmit={onSubmit} className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-words`} className="sr-only">
          {POST_SEARCH_TEXT.label}
        </label>
        <input
          id={`${id}-words`}
          type="search"
          name="q"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={100}
          className="flex-1 rounded-md border border-gray-300 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-focus focus:outline-none focus:ring-2 focus:ring-focus"
        />
        <Button type="submit" variant="secondary">
          {POST_SEARCH_TEXT.submit}
        </Button>
      </form>
      {/* Rendered empty with the form, so the answer is announced when it arrives. */}
      <p role="status" className="mt-3 text-sm text-gray-700">
        {answer}
      </p>
      {current && current.length > 0 && (
        <ul className="mt-2 space-y-1">
          {current.map((post) => (
            <li key={post.slug}>
              <Link to={paths.blogPost(post.slug)} className="font-semibold text-ink underline underline-offset-4 hover:text-brand-700">
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {words && (isError || current?.length === 0) && (
        <Link to={paths.blog} className="mt-2 inline-block font-semibold text-ink underline underline-offset-4">
          {POST_SEARCH_TEXT.allPosts}
        </Link>
      )}
    </section>
  );
}
