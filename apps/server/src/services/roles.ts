import { asc } from 'drizzle-orm';
import type { Role } from '@vaarta/core/entities/role';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

/** The roles a sign-up may choose from. */
export class RoleService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Every role, self-assignable ones first (the first is the sign-up default), then by age. */
  async list(): Promise<Role[]> {
    const rows = await this.db.select().from(t.roles).orderBy(asc(t.roles.createdAt));
    rows.sort((a, b) => Number(b.selfAssignable) - Number(a.selfAssignable));
    return rows.map((r) => ({
      id: r.id,
      role: r.role,
      roleType: r.roleType,
      description: r.description,
      selfAssignable: r.selfAssignable,
    }));
  }
}
