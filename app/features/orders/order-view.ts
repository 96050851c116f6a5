import type { ViewedOrder } from "../../../domain/orders/viewed-order";

/** What the order page and the receipt draw of the loader's order (`orderForViewer`'s answer). */
export type OrderView = Omit<ViewedOrder, "id" | "userId" | "updatedAt">;

export type ReceiptKind = "receipt" | "statement";
