/** The largest id Xibo (and the integer column keeping it) holds. */
const MAX_DISPLAY_GROUP_ID = 2_147_483_647;

/**
 * A display group id as the staff typed it: null when left empty (the board
 * is not in Xibo), the id when it is a whole number above 0, 'invalid'
 * otherwise. The database refuses anything else too
 * (board_xibo_display_groups_id).
 */
export function parseDisplayGroupId(text: string): number | null | 'invalid' {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return 'invalid';
  const id = Number(value);
  return id >= 1 && id <= MAX_DISPLAY_GROUP_ID ? id : 'invalid';
}
