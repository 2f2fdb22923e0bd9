import type { Role } from '@lectern/shared-sdk';

const labels: Record<Role, string> = { student: 'Student', educator: 'Educator', admin: 'Admin' };

export function roleLabel(role: Role): string {
  return labels[role];
}
