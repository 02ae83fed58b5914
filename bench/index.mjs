// `npm run bench`: every benchmark, one after the other, each in its own process (each stops what it started):
// API latency (bench/run.mjs), real-time fan-out and chat round trip (bench/realtime.mjs), 599 MiB uploads on the local
// folder and on the S3 driver (bench/upload.mjs, bench/upload.mjs --s3),
// the yearly PDFs at 10 concurrent clients (bench/pdf-documents.mjs), first-load JS per route (bench/page-weight.mjs),
// Lighthouse (bench/lighthouse.mjs), a notice by SMS to the 100 000 people of the scale data drained through the job
// queue (bench/notices-drain.mjs: time to drain, notices/s, peak RSS, a page's p95 while it drains).
// Their results land in bench/results/. Exits non-zero when one of them failed to run; a missed target is a figure.
import { spawn } from 'node:child_process';
import path from 'node:path';

const BENCHES = ['run.mjs', 'realtime.mjs', 'upload.mjs', 'upload.mjs --s3', 'pdf-documents.mjs', 'page-weight.mjs', 'lighthouse.mjs', 'notices-drain.mjs'];
let current = null;
let interrupted = false;
// A Ctrl-C in the terminal reaches the running bench too; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

const failed = [];
for (const bench of BENCHES) {
  if (interrupted) break;
  console.log(`\n=== bench/${bench} ===`);
  const [file, ...args] = bench.split(' ');
  current = spawn(process.execPath, [path.join(import.meta.dirname, file), ...args], { stdio: 'inherit' });
  const status = await new Promise((resolve) => current.once('exit', (code, signal) => resolve(signal ?? code)));
  if (status !== 0) failed.push(`${bench} (${status})`);
}
if (interrupted) process.exitCode = 130;
else if (failed.length) {
  console.error(`\nfailed to run: ${failed.join(', ')}`);
  process.exitCode = 1;
}
