// STUB: replaced by the blog feature (latest 3 published posts).
export function LatestNews() {
  return null;
}
