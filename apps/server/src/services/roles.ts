import { asc } from 'drizzle-orm';
import {
  ADMIN_ROLE_ID,
  EDITOR_ROLE_ID,
  READER_ROLE_ID,
  REPORTER_ROLE_ID,
  ROLE_TYPES,
  type RoleType,
} from '@vaarta/core/constants';
import type { Role } from '@vaarta/core/entities/role';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

/**
 * The four roles, with the same fixed ids in every database: only the Reader may be chosen at
 * sign-up (docs/decisions/0017); the others are given in the newsroom (docs/product/newsroom.md).
 */
export const STANDARD_ROLES = [
  {
    id: READER_ROLE_ID,
    role: 'Reader',
    roleType: 'reader' as const,
    description: 'Reads, likes and comments on news',
    selfAssignable: true,
  },
  {
    id: REPORTER_ROLE_ID,
    role: 'Reporter',
    roleType: 'reporter' as const,
    description: 'Files draft stories for their districts',
    selfAssignable: false,
  },
  {
    id: EDITOR_ROLE_ID,
    role: 'Editor',
    roleType: 'editor' as const,
    description: 'Writes and publishes news',
    selfAssignable: false,
  },
  {
    id: ADMIN_ROLE_ID,
    role: 'Admin',
    roleType: 'admin' as const,
    description: 'Runs the site and moderates content',
    selfAssignable: false,
  },
];

/**
 * Adds any standard role a database lacks (a database seeded before the Reporter role existed
 * gets it on the next start); existing roles are left as they are.
 */
export async function ensureStandardRoles(db: Db): Promise<void> {
  await db.insert(t.roles).values(STANDARD_ROLES).onConflictDoNothing();
}

/** The roles a sign-up may choose from. */
export class RoleService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Every role, self-assignable ones first (the first is the sign-up default), then by rank. */
  async list(): Promise<Role[]> {
    const rows = await this.db.select().from(t.roles).orderBy(asc(t.roles.createdAt));
    const rank = (roleType: string) => ROLE_TYPES.indexOf(roleType as RoleType);
    rows.sort(
      (a, b) =>
        Number(b.selfAssignable) - Number(a.selfAssignable) || rank(a.roleType) - rank(b.roleType),
    );
    return rows.map((r) => ({
      id: r.id,
      role: r.role,
      roleType: r.roleType,
      description: r.description,
      selfAssignable: r.selfAssignable,
    }));
  }
}
