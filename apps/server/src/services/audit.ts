import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@vaarta/core/entities/newsroom';
import type { Pagination } from '@vaarta/core/pagination';
import { truncate } from '@vaarta/core/text';
import type { Db } from '../db/client.ts';
import { countedPage } from '../db/counted-page.ts';
import * as t from '../db/schema.ts';

/** Who did it: a member of staff, or the server itself (a feed import). */
export interface Actor {
  id: string | null;
  name: string;
}

export const FEED_IMPORT_ACTOR: Actor = { id: null, name: 'Feed import' };

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string;
  summary: string;
}

const SUMMARY_MAX = 500;

/** The newsroom's record of who changed what and when; only Admins read it. */
export class AuditService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Writes one line; pass the transaction of the change so both land or neither does. */
  async record(actor: Actor, entry: AuditRecord, db: Db = this.db): Promise<void> {
    await db.insert(t.auditLog).values({
      actorId: actor.id,
      actorName: actor.name,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      summary: truncate(entry.summary, SUMMARY_MAX),
    });
  }

  async list(query: {
    entityType?: string | undefined;
    entityId?: string | undefined;
    actorId?: string | undefined;
    page: number;
    limit: number;
  }): Promise<{ items: AuditEntry[]; pagination: Pagination }> {
    const where: SQL | undefined = and(
      query.entityType ? eq(t.auditLog.entityType, query.entityType) : undefined,
      query.entityId ? eq(t.auditLog.entityId, query.entityId) : undefined,
      query.actorId ? eq(t.auditLog.actorId, query.actorId) : undefined,
    );
    const { rows, pagination } = await countedPage(
      query,
      this.db.select({ n: count() }).from(t.auditLog).where(where),
      ({ limit, offset }) =>
        this.db
          .select()
          .from(t.auditLog)
          .where(where)
          .orderBy(desc(t.auditLog.createdAt), desc(t.auditLog.id))
          .limit(limit)
          .offset(offset),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        actorId: row.actorId,
        actorName: row.actorName,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        summary: row.summary,
        createdAt: row.createdAt.toISOString(),
      })),
      pagination,
    };
  }
}
