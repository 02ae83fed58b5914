// A hash of everything a build depends on, so `npm start` rebuilds only when something changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'next.config.js', 'tailwind.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];

function* files(target) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target).sort()) yield* files(path.join(target, entry));
}

export function sourceHash(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}
