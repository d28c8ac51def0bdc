/** Ids and timestamps are made here, not by the database, so both dialects store the same values. */
import { randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** ISO-8601 in UTC with milliseconds: sorts correctly as text on SQLite and PostgreSQL alike. */
export const nowIso = (): string => new Date().toISOString();
