// STUB page: replaced by its feature work.
export function Component() {
  return (
    <main id="main">
      <h1>CONTACT US</h1>
    </main>
  );
}
