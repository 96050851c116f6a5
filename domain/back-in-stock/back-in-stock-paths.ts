// Where the back-in-stock form posts and its stop link opens; apart from the form's schema so the
// product page's script does not carry zod.
export const BACK_IN_STOCK_PATH = "/back-in-stock";
export const BACK_IN_STOCK_STOP_PATH = "/back-in-stock/stop";
