import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written (the server's clock, in the database). */
export const createdAt = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();
