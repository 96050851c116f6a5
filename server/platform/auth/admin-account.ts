import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ShopDatabase } from "../db/database";
import { users } from "../db/schema";
import type { ShopSettings } from "../env";
import { logger } from "../logger";
import type { ShopAuth } from "./shop-auth";

export const GENERATED_ADMIN_EMAIL = "admin@shop.local";

/**
 * Makes sure the shop has an admin. With ADMIN_EMAIL/ADMIN_PASSWORD that account is created
 * (or promoted) on start; otherwise, when no admin exists at all, one is created with a
 * random password printed once. There is never a fixed default password.
 */
export async function ensureAdminAccount(auth: ShopAuth, db: ShopDatabase, settings: ShopSettings) {
  if (settings.ADMIN_EMAIL && settings.ADMIN_PASSWORD) {
    const email = settings.ADMIN_EMAIL.toLowerCase();
    const existing = await db.query.users.findFirst({ where: eq(users.email, email) });
    if (existing) {
      if (existing.role !== "admin") await db.update(users).set({ role: "admin" }).where(eq(users.id, existing.id));
      return;
    }
    await createAdmin(auth, email, settings.ADMIN_PASSWORD);
    logger.info("Created the admin account from ADMIN_EMAIL", { email });
    return;
  }
  const anyAdmin = await db.query.users.findFirst({ where: eq(users.role, "admin"), columns: { id: true } });
  if (anyAdmin) return;
  const password = generatePassword();
  await createAdmin(auth, GENERATED_ADMIN_EMAIL, password);
  // Printed once, on purpose, straight to the console rather than the structured log.
  process.stdout.write(
    [
      "",
      "┌──────────────────────────────────────────────────────────────┐",
      "  Admin account created (shown only this once — keep it safe):",
      `    email:    ${GENERATED_ADMIN_EMAIL}`,
      `    password: ${password}`,
      "  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
      "└──────────────────────────────────────────────────────────────┘",
      "",
    ].join("\n"),
  );
}

async function createAdmin(auth: ShopAuth, email: string, password: string) {
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: "ผู้ดูแลร้าน",
      emailVerified: true,
      role: "admin",
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
}

/** 20 characters from an unambiguous alphabet, always with upper, lower, digit and symbol. */
export function generatePassword() {
  const groups = ["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnopqrstuvwxyz", "23456789", "!@#%+=?"];
  const alphabet = groups.join("");
  const bytes = randomBytes(20);
  const characters = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]!);
  groups.forEach((group, index) => {
    characters[index] = group[bytes[index]! % group.length]!;
  });
  return characters.join("");
}
