/**
 * How browsers' reports name a release: the version an area's entry address names (`/releases/<version>/`, or a
 * version folder of an address of its own), `working` for a working build. The shell labels its reports with it; the
 * API finds a registry entry's figures by it.
 */
export function releaseOf(entryUrl: string | undefined): string {
  if (!entryUrl) return 'unknown';
  const path = (() => {
    try {
      return new URL(entryUrl).pathname;
    } catch {
      return entryUrl;
    }
  })();
  const version = /\/releases\/([0-9A-Za-z][0-9A-Za-z.+-]{0,39})\//.exec(path) ?? /\/(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\//.exec(path);
  return version?.[1] ?? 'working';
}

/** The label of what the registry names for an area: a version as it is, an address by its path, `working` for none. */
export function releaseLabel(target: string | undefined): string {
  if (target === undefined) return 'working';
  if (/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(target)) return target;
  // An address of the folder is loaded as the entry in it (see the registry's entryFor).
  return releaseOf(/\.(js|json)$/.test(target) ? target : `${target.replace(/\/+$/, '')}/remoteEntry.js`);
}
