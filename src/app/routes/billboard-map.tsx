// STUB page: replaced by its feature work.
export function Component() {
  return (
    <main id="main">
      <h1>Billboard Map</h1>
    </main>
  );
}
