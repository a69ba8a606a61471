import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { SESSION_DAYS } from '@vaarta/core/constants';
import type { ProfileUpdate, RegisterBody, User } from '@vaarta/core/entities/account';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';
import type { HashLane, HashSlots } from '../lib/hash-slots.ts';
import type { PasswordHasher } from '../lib/password-hasher.ts';
import type { AuditService } from './audit.ts';
import { displayName } from './engagement.ts';
import { hashToken, newToken } from './tokens.ts';

type UserRow = typeof t.users.$inferSelect;
type RoleRow = typeof t.roles.$inferSelect;

export const INVALID_LOGIN = 'Invalid email/phone or password';
export const ALREADY_REGISTERED = 'User already exists with this email or phone number.';

export function toUser(user: UserRow, role: RoleRow): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    dob: user.dob,
    status: user.status,
    is_active: user.isActive,
    profilePicture: user.profilePicture,
    avatar: (user.firstName.trim()[0] ?? 'A').toUpperCase(),
    preferences: { theme: user.preferences.theme, notifications: user.preferences.notifications },
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    role: { id: role.id, role: role.role, roleType: role.roleType },
  };
}

/**
 * Sign-up, login, sessions and the profile (docs/product/accounts.md, docs/decisions/0016,
 * docs/decisions/0017, docs/decisions/0019, docs/decisions/0020, docs/decisions/0040).
 */
export class AccountService {
  private readonly db: Db;
  private readonly passwords: PasswordHasher;
  /**
   * Verified against when no account matches, so a wrong e-mail costs the same time. Made at the
   * first login rather than at start: a hash takes 64 MiB for its moment (docs/decisions/0097).
   */
  private decoyHash: Promise<string> | null = null;

  /** Bounds how many hashes run at once; none for the command-line jobs. */
  private readonly slots: HashSlots | null;

  private readonly audit: AuditService | null;

  /** `audit` records a member of staff's change of name (bylines and the log show names). */
  constructor(
    db: Db,
    passwords: PasswordHasher,
    slots: HashSlots | null = null,
    audit: AuditService | null = null,
  ) {
    this.db = db;
    this.passwords = passwords;
    this.slots = slots;
    this.audit = audit;
  }

  private hashing<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
    return this.slots ? this.slots.run(lane, work) : work();
  }

  async register(body: RegisterBody): Promise<User> {
    const [role] = await this.db.select().from(t.roles).where(eq(t.roles.id, body.roleId));
    if (!role)
      throw new HttpError(400, 'BAD_REQUEST', 'Unknown role. Please choose a role from the list.');
    if (!role.selfAssignable) {
      throw new HttpError(403, 'FORBIDDEN', 'This role cannot be chosen at sign-up.');
    }
    const taken = await this.db
      .select({ id: t.users.id })
      .from(t.users)
      .where(
        or(
          sql`lower(${t.users.email}) = ${body.email.toLowerCase()}`,
          eq(t.users.phone, body.phone),
        ),
      )
      .limit(1);
    if (taken.length > 0) throw new HttpError(409, 'CONFLICT', ALREADY_REGISTERED);
    try {
      const [user] = await this.db
        .insert(t.users)
        .values({
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email.toLowerCase(),
          phone: body.phone,
          passwordHash: await this.hashing('trusted', () => this.passwords.hash(body.password)),
          roleId: role.id,
        })
        .returning();
      return toUser(user!, role);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'CONFLICT', ALREADY_REGISTERED);
      throw error;
    }
  }

  /** The account an identifier names: an e-mail (any case) or a 10-digit phone number. */
  async findByIdentifier(emailOrPhone: string): Promise<{ user: UserRow; role: RoleRow } | null> {
    const identifier = emailOrPhone.trim();
    const [row] = await this.db
      .select({ user: t.users, role: t.roles })
      .from(t.users)
      .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
      .where(
        identifier.includes('@')
          ? sql`lower(${t.users.email}) = ${identifier.toLowerCase()}`
          : eq(t.users.phone, identifier),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Checks the password of the account found by `findByIdentifier` (null: none); any mismatch,
   * unknown account or closed account is the same 401.
   */
  async login(
    found: { user: UserRow; role: RoleRow } | null,
    password: string,
    lane: HashLane = 'doubtful',
  ): Promise<{ token: string; user: User; userId: string }> {
    // Without a stored hash (no account), the decoy is checked so the answer takes as long. It
    // is awaited whatever the account, so the first login after a start is slower either way.
    this.decoyHash ??= this.passwords.hash('decoy password that matches nothing');
    const decoy = await this.decoyHash;
    const stored = found?.user.passwordHash ?? null;
    const checked = stored ?? decoy;
    const matches = await this.hashing(lane, () => this.passwords.verify(checked, password));
    const valid = stored !== null && matches;
    if (!found || !valid || !found.user.isActive || found.user.status !== 'active') {
      throw new HttpError(401, 'UNAUTHORIZED', INVALID_LOGIN);
    }
    const { token, hash } = newToken();
    const now = new Date();
    await this.db.insert(t.sessions).values({
      userId: found.user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    });
    const [user] = await this.db
      .update(t.users)
      .set({ lastLoginAt: now })
      .where(eq(t.users.id, found.user.id))
      .returning();
    return { token, user: toUser(user!, found.role), userId: found.user.id };
  }

  /** The reader a bearer token belongs to, if the session is live. */
  async readerOf(token: string): Promise<{ user: User; sessionId: string } | null> {
    const [row] = await this.db
      .select({ session: t.sessions, user: t.users, role: t.roles })
      .from(t.sessions)
      .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
      .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
      .where(
        and(
          eq(t.sessions.tokenHash, hashToken(token)),
          isNull(t.sessions.revokedAt),
          gt(t.sessions.expiresAt, sql`now()`),
          eq(t.users.isActive, true),
          // A suspended (blocked) account's sessions end at once, not when they expire.
          eq(t.users.status, 'active'),
        ),
      )
      .limit(1);
    return row ? { user: toUser(row.user, row.role), sessionId: row.session.id } : null;
  }

  async logout(sessionId: string): Promise<void> {
    await this.db
      .update(t.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(t.sessions.id, sessionId));
  }

  async revokeAllSessions(userId: string): Promise<void> {
    await this.db
      .update(t.sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt)));
  }

  async updateProfile(userId: string, changes: ProfileUpdate): Promise<User> {
    const current = await this.db
      .select({ user: t.users, role: t.roles })
      .from(t.users)
      .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
      .where(eq(t.users.id, userId));
    const found = current[0];
    if (!found) throw new HttpError(401, 'UNAUTHORIZED', 'Please log in again.');
    const before = displayName(found.user.firstName, found.user.lastName);
    const after = displayName(changes.firstName, changes.lastName);
    try {
      const user = await this.db.transaction(async (tx) => {
        const [saved] = await tx
          .update(t.users)
          .set({
            firstName: changes.firstName,
            lastName: changes.lastName,
            ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
            ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
            ...(changes.dob !== undefined ? { dob: changes.dob } : {}),
            ...(changes.preferences
              ? { preferences: { ...found.user.preferences, ...changes.preferences } }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(t.users.id, userId))
          .returning();
        if (this.audit && found.role.roleType !== 'reader' && before !== after) {
          await this.audit.record(
            { id: userId, name: before },
            {
              action: 'account.rename',
              entityType: 'user',
              entityId: userId,
              summary: `${before} → ${after}`,
            },
            tx,
          );
        }
        return saved!;
      });
      return toUser(user, found.role);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(
          409,
          'CONFLICT',
          'This phone number is already registered to another account.',
        );
      }
      throw error;
    }
  }

  async setPassword(userId: string, password: string): Promise<void> {
    const passwordHash = await this.hashing('trusted', () => this.passwords.hash(password));
    await this.db
      .update(t.users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(t.users.id, userId));
    await this.revokeAllSessions(userId);
  }
}
