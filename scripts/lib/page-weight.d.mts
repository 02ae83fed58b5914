export interface FirstLoadFigures {
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

export interface FileSize {
  gzipBytes: number;
  rawBytes: number;
}

export const FIRST_LOAD_BUDGET_KB: number;
export const ROUTE_BUDGETS_KB: Record<string, number>;
export function budgetOf(route: string): number;
export function firstLoad(distDir: string): { routes: Record<string, FirstLoadFigures>; files: Record<string, FileSize> };
export function heaviestRoute(routes: Record<string, FirstLoadFigures>): { route: string; gzipBytes: number };
export function kB(bytes: number): string;
