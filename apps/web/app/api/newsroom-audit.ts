import type { AuditEntry } from '@vaarta/core/entities/newsroom';
import type { ApiReader, Page } from './client';

/** The audit log (Admins): who changed what and when. */

export type { AuditEntry };

const PATH = '/newsroom/audit';

export interface AuditFilter {
  /** `story`, `comment`, `person`…; with `entityId`, one entity's history. */
  entityType?: string;
  entityId?: string;
  /** One person's changes. */
  actorId?: string | null;
  page?: number;
}

/** A page of the log, newest first. */
export function fetchAuditLog(api: ApiReader, filter: AuditFilter = {}): Promise<Page<AuditEntry>> {
  return api.get(PATH, {
    entityType: filter.entityType?.trim(),
    entityId: filter.entityId?.trim(),
    actorId: filter.actorId,
    page: filter.page,
  });
}
