import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestServiceDefinition } from '@/domain/requests-services';

/**
 * Every request service of every feature, for tests that check them all: read from the `<feature>-request-services.ts`
 * files of src/domain as they are, so a feature's new file is checked without an edit here.
 */
const DOMAIN = path.resolve(import.meta.dirname, '../../../src/domain');
const files = readdirSync(DOMAIN).filter((file) => file.endsWith('-request-services.ts'));
const modules = await Promise.all(files.map((file) => import(path.join(DOMAIN, file)) as Promise<{ REQUEST_SERVICES: Record<number, RequestServiceDefinition> }>));

export const ALL_REQUEST_SERVICES: Readonly<Record<number, RequestServiceDefinition>> = Object.assign({}, ...modules.map((module) => module.REQUEST_SERVICES));
