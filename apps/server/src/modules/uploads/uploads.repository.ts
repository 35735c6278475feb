import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

export async function insertUpload(db: Database, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
}
