/** 'Showing 1 billboard location', 'Showing 9 billboard locations'. */
export function formatLocationCount(count: number): string {
  return `Showing ${count} billboard ${count === 1 ? 'location' : 'locations'}`;
}
