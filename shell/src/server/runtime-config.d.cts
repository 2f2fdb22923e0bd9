import type { RemoteName } from '@lectern/shared-sdk';

export interface RuntimeConfig {
  host: string;
  shellPort: number;
  apiUrl: string;
  /** The shell's public origin, e.g. https://lectern.example. */
  publicUrl: string;
  /** Where each remote's container script (remoteEntry.js) is, and the port its local origin listens on. */
  remotes: Record<RemoteName, { port: number; entryUrl: string }>;
}

export interface RuntimeConfigOverrides {
  host?: string;
  shellPort?: number;
  apiUrl?: string;
  publicUrl?: string;
  remotePorts?: Partial<Record<RemoteName, number>>;
  remoteUrls?: Partial<Record<RemoteName, string>>;
}

export declare const areas: ReadonlyArray<{ remote: RemoteName; key: string; port: number }>;
export declare function browserHost(host: string | undefined): string;
export declare function resolveRuntimeConfig(env?: Record<string, string | undefined>, overrides?: RuntimeConfigOverrides): RuntimeConfig;
export declare function configJson(config: RuntimeConfig): { apiBaseUrl: string };
export declare function remotesJson(config: RuntimeConfig): Record<RemoteName, string>;
export declare function contentSecurityPolicy(config: RuntimeConfig): string;
