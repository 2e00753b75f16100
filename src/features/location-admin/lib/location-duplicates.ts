/** The parts of a board the duplicate check compares. */
export interface NamedPlace {
  name: string;
  address: string;
}

// "215 Dundas St." and "215  dundas st" are the same place to a person.
const normalise = (text: string) => text.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();

export interface Duplicates {
  /** Other boards with the same name. */
  sameName: string[];
  /** Other boards (by name) at the same address. */
  sameAddress: string[];
}

/**
 * Other boards a new or edited one looks like. Only a warning: two faces of one
 * structure can share an address, and the staff decide.
 */
export function findDuplicates(place: NamedPlace, others: readonly NamedPlace[]): Duplicates {
  const name = normalise(place.name);
  const address = normalise(place.address);
  return {
    sameName: name ? others.filter((other) => normalise(other.name) === name).map((other) => other.name) : [],
    sameAddress: address ? others.filter((other) => normalise(other.address) === address).map((other) => other.name) : [],
  };
}

export const DUPLICATE_TEXT = {
  sameName: (names: string[]) => `Another board is already called “${names[0]}”. Save anyway if this is a different board.`,
  sameAddress: (names: string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} at the same address. Save anyway if this is another face or screen there.`,
} as const;
