// The admin feature's own limits (spec §9 where it gives them); the shared ones are in domain/shared/limits.ts.

export const ADMIN_PAGE_SIZE = 20;
/** The admin pager shows the first and last page plus pages within this distance of the current one. */
export const ADMIN_PAGER_WINDOW = 2;
