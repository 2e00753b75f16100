// STUB page: replaced by its feature work.
export function Component() {
  return (
    <main id="main">
      <h1>Rent a Billboard</h1>
    </main>
  );
}
