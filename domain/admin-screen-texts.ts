// The back-office kit's screens (list, pager, dialogs): quoted in English by the spec, kept as written. Back-office texts: storefront pages never import them.

export const adminAccessTexts = {
  noPermission: "You do not have permission to access this page",
} as const;

export const adminScreenTexts = {
  back: "Back to dashboard",
  search: "Search",
  edit: "Edit",
  delete: "Delete",
  save: "Save",
  cancel: "Cancel",
  close: "Close",
  actions: "Actions",
  loading: "Loading…",
  retry: "Try again",
  pagerLabel: "Pages",
  page: (page: number) => `Page ${page}`,
  first: "First",
  last: "Last",
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total}`,
  active: "Active",
  switchOn: (name: string) => `Show ${name}`,
  switchOff: (name: string) => `Hide ${name}`,
  switchRefused: "The switch sent no state; reload the page and try again",
  rowGone: "This item no longer exists; the list has been reloaded",
  preview: "Preview of the chosen file",
  currentFile: "The current file",
} as const;

export const adminPagerTexts = {
  previous: "Previous",
  next: "Next",
} as const;
