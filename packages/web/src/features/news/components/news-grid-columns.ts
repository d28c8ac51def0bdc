/** The card grid's columns (SPEC §9): one on phones, two on small screens, three from medium ones. */
export const GRID_COLUMNS = { base: 1, sm: 2, md: 3 };
