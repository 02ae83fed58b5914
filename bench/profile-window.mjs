// Preloaded into a process bench/run.mjs measures with BENCH_CPU_PROFILE (`node --import ./bench/profile-window.mjs …`):
// a V8 CPU profile of the load only, not of the start-up, migrations and demo seed around it. The first SIGUSR2 starts
// the profiler, the second stops it and writes BENCH_PROFILE_FILE (renamed into place once complete, so the bench can
// wait for it). SIGUSR1 would open the inspector; SIGUSR2 is free in every process the bench starts.
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const file = process.env.BENCH_PROFILE_FILE;
if (!file) throw new Error('bench/profile-window.mjs: BENCH_PROFILE_FILE is not set');

// Connected on the first signal only: an inspector session attached from the start slows every request down (by a
// fifth in the API under load), the start-up and warm-up included.
const session = new Session();
const post = (method, params = {}) =>
  new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));

let running = false;
async function toggle() {
  if (!running) {
    running = true;
    session.connect();
    await post('Profiler.enable');
    // --cpu-prof's default interval: profiles made either way compare.
    await post('Profiler.setSamplingInterval', { interval: 1000 });
    await post('Profiler.start');
    return;
  }
  running = false;
  const { profile } = await post('Profiler.stop');
  session.disconnect();
  writeFileSync(`${file}.partial`, JSON.stringify(profile));
  renameSync(`${file}.partial`, file);
}
process.on('SIGUSR2', () => toggle().catch((error) => console.error(`profile-window: ${error.message}`)));
