import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';

/** Stores a new code for the e-mail and purpose; earlier unused ones stop working. */
export async function replaceCode(
  db: Database,
  code: { email: string; purpose: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(otpCodes.email, code.email), eq(otpCodes.purpose, code.purpose), isNull(otpCodes.usedAt)));
    await tx.insert(otpCodes).values(code);
  });
}

export async function findOpenCode(db: Database, email: string, purpose: string) {
  const [row] = await db
    .select({ id: otpCodes.id, codeHash: otpCodes.codeHash, expiresAt: otpCodes.expiresAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Counts one attempt; false when the attempts were already used up (checked and counted in one statement). */
export async function countAttempt(db: Database, id: number, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** Marks the code used; false when another request used it first. */
export async function markUsed(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}
