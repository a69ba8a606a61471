import type { TFunction } from 'i18next';
import type { User } from '@vaarta/core/entities/account';

/** The genders the profile offers, as the server stores them. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;

export const genderLabel = (gender: string, t: TFunction) =>
  t(`account.genders.${gender}`, { defaultValue: gender });

/** A role in the reader's language; a role we have no word for keeps its own name. */
export const roleLabel = (role: User['role'], t: TFunction) =>
  t(`account.roleTypes.${role.roleType}`, { defaultValue: role.role });
