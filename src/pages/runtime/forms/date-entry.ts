/**
 * What a form holds for a date field while the typed date is not a real one (validation names it).
 * Kept apart from the date input, whose picker library loads only when a date is edited.
 */
export const INVALID_DATE = 'invalid';
