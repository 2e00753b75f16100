// STUB page: replaced by its feature work.
export function Component() {
  return (
    <main id="main">
      <h1>Billboard Costs</h1>
    </main>
  );
}
