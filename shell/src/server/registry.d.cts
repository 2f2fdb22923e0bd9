export interface Registry {
  /** Area (package name, e.g. 'mf-admin') → release version or http(s) address of its entry. */
  areas: Record<string, string>;
  /** Area → the SHA-256 (hex) pinned for its live release's server bundle (mf-public). */
  serverBundles: Record<string, string>;
  history: RegistryEntry[];
}

export interface RegistryEntry {
  at: string;
  area: string;
  action: 'deploy' | 'rollback';
  /** What became live: a version, an address, or null for the area's working build. */
  live: string | null;
  /** A deploy of an area with a server bundle: the hash pinned with it (a rollback pins it again). */
  serverSha256?: string;
}

export interface RegistryReader {
  file: string;
  areas(): Readonly<Record<string, string>>;
  serverBundles(): Readonly<Record<string, string>>;
}

export declare const AREA_PACKAGES: Readonly<Record<string, string>>;
export declare const RELEASES_FOLDER: string;
export declare const SEMVER: RegExp;
export declare const SHA256_HEX: RegExp;
export declare const SERVER_BUNDLE_AREAS: readonly string[];
export declare function checkTarget(value: unknown): string | null;
export declare function parseRegistry(text: string): Registry;
export declare function readRegistryFile(file: string): Registry;
export declare function writeRegistryFile(file: string, registry: Registry): void;
export declare function liveStack(registry: Registry, area: string): string[];
export declare function deploy(registry: Registry, area: string, target: string, at?: Date, pin?: { serverSha256?: string }): Registry;
export declare function rollback(registry: Registry, area: string, at?: Date): { registry: Registry; live: string | null };
export declare const ENTRY_FILE: string;
export declare function entryAddress(url: string | URL): string;
export declare function entryFor(target: string, workingEntryUrl: string): string;
export declare function createRegistryReader(
  file: string,
  log: { info(message: string): void; error(message: string, error?: unknown): void },
): RegistryReader;
/** LECTERN_RELEASES_DIR (default <root>/releases) and LECTERN_REGISTRY (default <releases>/registry.json). */
export declare function releaseLocations(env: Record<string, string | undefined>, root: string): { releasesDir: string; registryFile: string };
