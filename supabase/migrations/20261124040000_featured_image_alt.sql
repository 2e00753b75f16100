-- Alt text of a post's featured image: read by the post page, the cards and
-- og:image:alt. Optional in the database (older posts have none); the admin
-- form asks once before publishing without it.
alter table public.blog_posts
  add column if not exists featured_image_alt text
    constraint blog_posts_featured_image_alt_length check (char_length(featured_image_alt) <= 300);
