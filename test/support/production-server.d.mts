// Types of production-server.mjs for the TypeScript tests that start a server of their own.
export interface ProductionServer {
  base: string;
  databaseUrl: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export function startProductionServer(options: { dataDir?: string; env?: Record<string, string>; databaseUrl?: string }): Promise<ProductionServer>;
