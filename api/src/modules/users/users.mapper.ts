import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { User } from '@lectern/shared-sdk/users/schemas';
import type { UserRow } from '../../db/schema';

export function toUser(row: UserRow): User {
  return {
    ...idFields(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    profileImage: row.profile_image,
    bio: row.bio,
    isActive: row.is_active === 1,
    isApproved: row.is_approved === 1,
    hasPassword: row.password_hash !== null,
    joinedAt: row.created_at,
    createdAt: row.created_at,
  };
}
