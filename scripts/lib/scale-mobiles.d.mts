/** The scale people's names start with this, then their number (scripts/db-scale.ts). */
export const SCALE_NAME_PREFIX: string;
export function scaleMobileOf(n: number): string;
export function giveScalePeopleSms(client: { query(text: string, values?: unknown[]): Promise<{ rowCount: number | null }> }, kind: string, channels?: string[]): Promise<number>;
