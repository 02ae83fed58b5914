import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { pageRoutes } from '../../scripts/lib/page-routes.mjs';

/** docs/glossary.md: one section per feature (its English name), each naming its words, ids, pages, API paths and code. */
const ROOT = path.resolve(import.meta.dirname, '../..');
interface Feature {
  name: string;
  words: string;
  ids: number[];
  pages: string[];
  api: string[];
  code: string[];
}

function readGlossary(): Feature[] {
  const text = readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8');
  return text
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [name, ...lines] = section.trim().split('\n');
      const field = (key: string) => lines.find((line) => line.startsWith(`- ${key}: `))?.slice(key.length + 4) ?? '';
      const quoted = (key: string) => [...field(key).matchAll(/`([^`]+)`/g)].map((match) => match[1]);
      return { name: name.trim(), words: field('words'), ids: field('ids') ? field('ids').split(', ').map(Number) : [], pages: quoted('pages'), api: quoted('api'), code: quoted('code') };
    });
}

/** Where a name of the code names something: a file or folder, or at least one file for a pattern with `*`. */
function exists(codePath: string): boolean {
  if (!codePath.includes('*')) return existsSync(path.join(ROOT, codePath));
  const folder = path.dirname(codePath);
  const pattern = new RegExp(`^${path.basename(codePath).replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
  return existsSync(path.join(ROOT, folder)) && readdirSync(path.join(ROOT, folder)).some((file) => pattern.test(file));
}

/** The values listed under more than one feature, and those under none. */
function placement(expected: readonly (string | number)[], listed: Array<readonly (string | number)[]>) {
  const all = listed.flat();
  return {
    twice: [...new Set(all.filter((value, index) => all.indexOf(value) !== index))],
    nowhere: expected.filter((value) => !all.includes(value)),
    unknown: [...new Set(all.filter((value) => !expected.includes(value)))],
  };
}

describe('the glossary (docs/glossary.md)', () => {
  const features = readGlossary();

  it('has one section per server module, named as its folder, and each says its words in Portuguese', () => {
    const modules = readdirSync(path.join(ROOT, 'src/server/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const named = features.filter((feature) => feature.name !== 'shell');
    expect(named.map((feature) => feature.name).sort()).toEqual(modules);
    for (const feature of named) expect(feature.code[0], feature.name).toBe(`src/server/modules/${feature.name}`);
    for (const feature of features) expect(feature.words.length, feature.name).toBeGreaterThan(5);
  });

  it('places every page of src/pages under exactly one feature', () => {
    expect(placement(pageRoutes(), features.map((feature) => feature.pages))).toEqual({ twice: [], nowhere: [], unknown: [] });
  });

  it('places every API path of the OpenAPI document under exactly one feature', () => {
    const document = JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8')) as { paths: Record<string, unknown> };
    const apiPaths = Object.keys(document.paths).map((apiPath) => apiPath.replace(/^\/api/, ''));
    expect(apiPaths.length).toBeGreaterThan(150);
    expect(placement(apiPaths, features.map((feature) => feature.api))).toEqual({ twice: [], nowhere: [], unknown: [] });
  });

  it('places every catalogue id under exactly one feature', () => {
    expect(placement(Object.values(FUNCTIONALITY), features.map((feature) => feature.ids))).toEqual({ twice: [], nowhere: [], unknown: [] });
  });

  it("names every component folder and client service file after its feature (or lists it under the shell)", () => {
    const names = features.map((feature) => feature.name).filter((name) => name !== 'shell');
    const shell = features.find((feature) => feature.name === 'shell')?.code ?? [];
    const folders = readdirSync(path.join(ROOT, 'src/components'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const services = readdirSync(path.join(ROOT, 'src/services')).filter((file) => file.endsWith('.ts'));
    const isFeatureName = (name: string) => names.some((feature) => name === feature || name.startsWith(`${feature}-`));
    expect(folders.filter((folder) => !names.includes(folder) && !shell.includes(`src/components/${folder}`))).toEqual([]);
    expect(services.filter((file) => !isFeatureName(file.replace(/[.]ts$/, '')) && !shell.includes(`src/services/${file}`))).toEqual([]);
  });

  it('names only code that exists', () => {
    const missing = features.flatMap((feature) => feature.code.filter((codePath) => !exists(codePath)).map((codePath) => `${feature.name}: ${codePath}`));
    expect(missing).toEqual([]);
  });
});
