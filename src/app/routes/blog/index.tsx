// STUB page: replaced by its feature work.
export function Component() {
  return (
    <main id="main">
      <h1>Blog</h1>
    </main>
  );
}
