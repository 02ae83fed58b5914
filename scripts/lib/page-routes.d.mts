export const PAGES_DIR: string;
export function routeOf(file: string): string | null;
export function pageRoutes(directory?: string): string[];
