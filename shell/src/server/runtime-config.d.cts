import type { RemoteName } from '@lectern/shared-sdk';

export interface RuntimeConfig {
  host: string;
  shellPort: number;
  apiUrl: string;
  /** The shell's public origin, e.g. https://lectern.example. */
  publicUrl: string;
  /** Where each remote's container script (remoteEntry.js) is, and the port its local origin listens on. */
  remotes: Record<RemoteName, { port: number; entryUrl: string }>;
  /** NODE_ENV=production: images and the public area's server bundle over https only. */
  production: boolean;
  /** After SIGTERM, how long in-flight requests may take to finish before their connections are cut (SHUTDOWN_GRACE). */
  shutdownGraceMs: number;
}

export interface RuntimeConfigOverrides {
  host?: string;
  shellPort?: number;
  apiUrl?: string;
  publicUrl?: string;
  remotePorts?: Partial<Record<RemoteName, number>>;
  remoteUrls?: Partial<Record<RemoteName, string>>;
  production?: boolean;
  shutdownGraceMs?: number;
}

export declare const areas: ReadonlyArray<{ remote: RemoteName; package: string; key: string; port: number }>;
export declare function browserHost(host: string | undefined): string;
export declare function resolveRuntimeConfig(env?: Record<string, string | undefined>, overrides?: RuntimeConfigOverrides): RuntimeConfig;
export declare function configJson(config: RuntimeConfig): { apiBaseUrl: string };
/** `live`: the registry's area (package name) → version or address; the areas it does not name run their working build. */
export declare function remotesJson(config: RuntimeConfig, live?: Readonly<Record<string, string>>): Record<RemoteName, string>;
/** inlineScripts: CSP sources (hashes) of the inline scripts the page may run. */
export declare function contentSecurityPolicy(config: RuntimeConfig, remotes?: Record<RemoteName, string>, inlineScripts?: string[]): string;
