// STUB page: replaced by its feature work.
export function Component() {
  return (
    <main id="main">
      <h1>You've been unsubscribed</h1>
    </main>
  );
}
