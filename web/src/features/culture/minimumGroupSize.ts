/** the bounds the analytics settings accept for a minimum group size */
export const MIN_GROUP_SIZE = 2;
export const MAX_GROUP_SIZE = 100;

/** why a typed minimum group size cannot be saved, or null when it can (a whole number from 2 to 100) */
export const sizeError = (value: number | string): string | null => {
  if (value === '' || typeof value === 'string') return 'Enter a whole number';
  if (!Number.isInteger(value)) return 'Enter a whole number';
  if (value < MIN_GROUP_SIZE || value > MAX_GROUP_SIZE) return `Choose a size from ${MIN_GROUP_SIZE} to ${MAX_GROUP_SIZE}`;
  return null;
};
