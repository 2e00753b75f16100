/**
 * Posts per page of the public blog list (/blog, /blog/page/2, ...). Generous,
 * so a young blog is one page; with hundreds of posts, pages keep /blog light
 * (its HTML, its JSON and the time to hydrate it grow with every card) while
 * every post stays a plain link away for crawlers (the pages link to each
 * other and the sitemap lists every page).
 */
export const BLOG_PAGE_SIZE = 48;
