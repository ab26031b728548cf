// Runs the steps of `npm test` and `npm run test:quick`: stages one after another, the lanes of a stage side by side.
import { spawn } from 'node:child_process';
import { ROOT } from './web-build.mjs';

/** Runs one step with its output held; resolves with its exit status and wall time. */
function run([name, command, args]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const output = [];
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
      console.log(`\n⏱ ${name}: ${seconds.toFixed(1)} s`);
      resolve({ name, ok: code === 0, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

/** A lane's steps in order; it stops at its first failure. */
async function runLane(lane) {
  const results = [];
  for (const step of lane) {
    const result = await run(step);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

/**
 * Stages run one after another; the lanes of a stage run side by side, and the steps of a lane one after another.
 * Each step is `[name, command, args]`; its output is held and printed whole when it ends, so two steps never
 * interleave their lines. Exits with the first failure's status after the stage it failed in; lists each step's wall
 * time at the end.
 */
export async function runStages(stages) {
  const started = performance.now();
  const times = [];
  for (const stage of stages) {
    const stageStarted = performance.now();
    console.log(`\n… ${stage.map((lane) => lane.map(([name]) => name).join(', then ')).join(' | ')}`);
    const results = (await Promise.all(stage.map(runLane))).flat();
    times.push(...results.map((r) => `${r.name}: ${r.seconds.toFixed(1)} s`));
    if (stage.length > 1)
      times.push(`  (side by side: ${((performance.now() - stageStarted) / 1000).toFixed(1)} s)`);
    const failed = results.filter((r) => !r.ok);
    if (failed.length) {
      for (const r of failed) console.error(`\n✖ ${r.name} failed`);
      console.log(`\n${times.join('\n')}`);
      process.exit(failed[0].code || 1);
    }
  }
  console.log(`\n${times.join('\n')}\nwhole: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log('\n✔ all checks passed');
}
