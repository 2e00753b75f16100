// STUB page: replaced by its feature work.
export function Component() {
  return (
    <main id="main">
      <h1>Oops! Page not found</h1>
    </main>
  );
}
