// STUB page: replaced by its feature work.
export function Component() {
  return (
    <main id="main">
      <h1>Billboard Advertising in London Ontario</h1>
    </main>
  );
}
