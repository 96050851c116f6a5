export * from "./auth";
export * from "./catalog";
export * from "./content";
export * from "./members";
export * from "./orders";
export * from "./system";
export * from "./admin";
export * from "./stock";
