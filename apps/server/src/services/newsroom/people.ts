import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RoleType } from '@vaarta/core/constants';
import type { User } from '@vaarta/core/entities/account';
import type { Person } from '@vaarta/core/entities/newsroom';
import { isStaff, mayManagePerson, type StaffScope } from '@vaarta/core/newsroom-rules';
import type { Pagination } from '@vaarta/core/pagination';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/counted-page.ts';
import * as t from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { AccountService } from '../accounts.ts';
import type { Actor, AuditService } from '../audit.ts';
import type { CatalogService } from '../catalog.ts';
import { displayName } from '../engagement.ts';

/** A signed-in member of staff: who they are, their role and their assignments. */
export interface Staff extends StaffScope {
  name: string;
}

export function actorOf(staff: Staff): Actor {
  return { id: staff.id, name: staff.name };
}

/** Ends every session of an account (it is being suspended): in the suspending transaction. */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(t.sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt)));
}

const PERSON_NOT_FOUND = 'No such account.';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The newsroom's people: who is staff, their roles and their assignments (languages for editors,
 * districts for reporters). Admins change them, never on their own account; every change is in
 * the audit log.
 */
export class PeopleService {
  private readonly db: Db;
  private readonly catalog: CatalogService;
  private readonly accounts: AccountService;
  private readonly audit: AuditService;
  private readonly passwords: PasswordHasher;

  constructor(deps: {
    db: Db;
    catalog: CatalogService;
    accounts: AccountService;
    audit: AuditService;
    passwords: PasswordHasher;
  }) {
    this.db = deps.db;
    this.catalog = deps.catalog;
    this.accounts = deps.accounts;
    this.audit = deps.audit;
    this.passwords = deps.passwords;
  }

  /** The staff member behind a signed-in reader, or null for a reader. */
  async staffOf(user: User): Promise<Staff | null> {
    if (!isStaff(user.role.roleType)) return null;
    const [languages, districts] = await Promise.all([
      this.db
        .select({ id: t.userLanguages.languageId })
        .from(t.userLanguages)
        .where(eq(t.userLanguages.userId, user.id)),
      this.db
        .select({ id: t.userDistricts.districtId })
        .from(t.userDistricts)
        .where(eq(t.userDistricts.userId, user.id)),
    ]);
    return {
      id: user.id,
      name: displayName(user.firstName, user.lastName),
      roleType: user.role.roleType as RoleType,
      languageIds: languages.map((l) => l.id),
      districtIds: districts.map((d) => d.id),
    };
  }

  async list(query: {
    roleType?: RoleType | undefined;
    search?: string | undefined;
    page: number;
    limit: number;
  }): Promise<{ items: Person[]; pagination: Pagination }> {
    const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
    const where: SQL | undefined = and(
      query.roleType ? eq(t.roles.roleType, query.roleType) : undefined,
      pattern
        ? or(
            ilike(t.users.email, pattern),
            ilike(t.users.phone, pattern),
            ilike(sql`${t.users.firstName} || ' ' || ${t.users.lastName}`, pattern),
          )
        : undefined,
    );
    const { rows, pagination } = await countedPage(
      query,
      this.db
        .select({ n: count() })
        .from(t.users)
        .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
        .where(where),
      ({ limit, offset }) =>
        this.db
          .select({ user: t.users, role: t.roles })
          .from(t.users)
          .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
          .where(where)
          .orderBy(asc(t.users.firstName), asc(t.users.lastName), asc(t.users.id))
          .limit(limit)
          .offset(offset),
    );
    return {
      items: await this.withAssignments(rows),
      pagination,
    };
  }

  async get(id: string): Promise<Person> {
    const rows = await this.db
      .select({ user: t.users, role: t.roles })
      .from(t.users)
      .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
      .where(eq(t.users.id, id));
    const [person] = await this.withAssignments(rows);
    if (!person) throw notFound(PERSON_NOT_FOUND);
    return person;
  }

  private async withAssignments(
    rows: { user: typeof t.users.$inferSelect; role: typeof t.roles.$inferSelect }[],
  ): Promise<Person[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.user.id);
    const [languages, districts] = await Promise.all([
      this.db.select().from(t.userLanguages).where(inArray(t.userLanguages.userId, ids)),
      this.db.select().from(t.userDistricts).where(inArray(t.userDistricts.userId, ids)),
    ]);
    return rows.map(({ user, role }) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      status: user.status,
      roleId: role.id,
      role: role.role,
      roleType: role.roleType,
      languageIds: languages.filter((l) => l.userId === user.id).map((l) => l.languageId),
      districtIds: districts.filter((d) => d.userId === user.id).map((d) => d.districtId),
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    }));
  }

  private assertMayManage(admin: Staff, personId: string): void {
    if (admin.roleType !== 'admin') {
      throw new HttpError(403, 'FORBIDDEN', 'Only an Admin can change roles and assignments.');
    }
    if (!mayManagePerson(admin, personId)) {
      throw new HttpError(
        403,
        'FORBIDDEN',
        'You cannot change your own role, assignments or account. Ask another Admin.',
      );
    }
  }

  async setRole(admin: Staff, personId: string, roleId: string): Promise<Person> {
    this.assertMayManage(admin, personId);
    const person = await this.get(personId);
    const [role] = await this.db.select().from(t.roles).where(eq(t.roles.id, roleId));
    if (!role) {
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        'Unknown role. Please choose one from the list.',
      );
    }
    if (role.id === person.roleId) return person;
    await this.db.transaction(async (tx) => {
      await tx
        .update(t.users)
        .set({ roleId, updatedAt: new Date() })
        .where(eq(t.users.id, personId));
      await this.audit.record(
        actorOf(admin),
        {
          action: 'person.role',
          entityType: 'user',
          entityId: personId,
          summary: `${displayName(person.firstName, person.lastName)}: ${person.role} → ${role.role}`,
        },
        tx,
      );
    });
    return this.get(personId);
  }

  async setLanguages(admin: Staff, personId: string, languageIds: string[]): Promise<Person> {
    return this.setAssignments(admin, personId, 'language', languageIds);
  }

  async setDistricts(admin: Staff, personId: string, districtIds: string[]): Promise<Person> {
    return this.setAssignments(admin, personId, 'district', districtIds);
  }

  /** Replaces an editor's languages or a reporter's districts with `ids`, all at once. */
  private async setAssignments(
    admin: Staff,
    personId: string,
    kind: 'language' | 'district',
    ids: string[],
  ): Promise<Person> {
    this.assertMayManage(admin, personId);
    const person = await this.get(personId);
    const unknown = await this.catalog.unknownIds(kind, ids);
    if (unknown.length > 0) {
      throw new HttpError(422, 'UNPROCESSABLE_ENTITY', `Unknown ${kind}: ${unknown[0]}`);
    }
    await this.db.transaction(async (tx) => {
      if (kind === 'language') {
        await tx.delete(t.userLanguages).where(eq(t.userLanguages.userId, personId));
        if (ids.length > 0) {
          await tx
            .insert(t.userLanguages)
            .values(ids.map((languageId) => ({ userId: personId, languageId })));
        }
      } else {
        await tx.delete(t.userDistricts).where(eq(t.userDistricts.userId, personId));
        if (ids.length > 0) {
          await tx
            .insert(t.userDistricts)
            .values(ids.map((districtId) => ({ userId: personId, districtId })));
        }
      }
      await this.audit.record(
        actorOf(admin),
        {
          action: `person.${kind}s`,
          entityType: 'user',
          entityId: personId,
          summary: `${displayName(person.firstName, person.lastName)}: ${ids.length} ${kind}s`,
        },
        tx,
      );
    });
    return this.get(personId);
  }

  /** Suspends (blocks) or restores an account; a suspended account's sessions end at once. */
  async setStatus(admin: Staff, personId: string, status: 'active' | 'suspended'): Promise<Person> {
    this.assertMayManage(admin, personId);
    const person = await this.get(personId);
    if (person.status === status) return person;
    await this.db.transaction(async (tx) => {
      await tx.update(t.users).set({ status }).where(eq(t.users.id, personId));
      if (status === 'suspended') await endSessions(tx, personId);
      await this.audit.record(
        actorOf(admin),
        {
          action: status === 'suspended' ? 'person.suspend' : 'person.restore',
          entityType: 'user',
          entityId: personId,
          summary: `${displayName(person.firstName, person.lastName)} (${person.email})`,
        },
        tx,
      );
    });
    return this.get(personId);
  }

  /**
   * Makes an account with any role (the `user:create` command, which makes the first Admin);
   * answers its id. Refuses an e-mail or phone number already registered.
   */
  async createAccount(details: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    password: string;
    roleType: RoleType;
  }): Promise<string> {
    const [role] = await this.db
      .select()
      .from(t.roles)
      .where(eq(t.roles.roleType, details.roleType))
      .limit(1);
    if (!role) throw new Error(`No ${details.roleType} role in the database`);
    const taken = await this.accounts.findByIdentifier(details.email);
    const phoneTaken = await this.accounts.findByIdentifier(details.phone);
    if (taken || phoneTaken) {
      throw new HttpError(409, 'CONFLICT', 'An account with this e-mail or phone number exists.');
    }
    const [user] = await this.db
      .insert(t.users)
      .values({
        firstName: details.firstName,
        lastName: details.lastName,
        email: details.email.toLowerCase(),
        phone: details.phone,
        passwordHash: await this.passwords.hash(details.password),
        roleId: role.id,
      })
      .returning({ id: t.users.id });
    await this.audit.record(
      { id: null, name: 'Command line' },
      {
        action: 'person.create',
        entityType: 'user',
        entityId: user!.id,
        summary: `${displayName(details.firstName, details.lastName)} (${details.email}) as ${role.role}`,
      },
    );
    return user!.id;
  }
}
