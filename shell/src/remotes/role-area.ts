import { areaRoles, remoteNames, type RemoteName, type Role } from '@lectern/shared-sdk';

/** The area a role lands in (/{role}). */
export function roleArea(role: Role): RemoteName | null {
  return (
    remoteNames.find((remote) => {
      const roles = areaRoles[remote];
      return roles !== 'public' && roles.includes(role);
    }) ?? null
  );
}
