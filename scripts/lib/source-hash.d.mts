/** A hash of everything a build depends on (src, public, configs, package files). */
export function sourceHash(root: string): string;
