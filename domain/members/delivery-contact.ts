/**
 * Where the account page finds a member's phone and address when the profile holds none
 * (issue 40): the default saved address, else the last order's. Named by its source, so the
 * page never passes an order's address off as the profile's.
 */
export type DeliveryContactSource = "saved-address" | "last-order";
export type DeliveryContact = { phone: string; address: string; source: DeliveryContactSource };
