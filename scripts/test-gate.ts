// `npm test`: the whole gate, its independent checks side by side, and the wall time of each stage and of the whole
// printed at its end. `npm run test:fast` runs the inner loop (types, lint, unit and service tests) the same way.
import { spawn } from "node:child_process";

type Stage = { name: string; command: string };
type Outcome = { name: string; seconds: number; code: number };

const gates: Record<string, Stage[][]> = {
  // Each inner list runs side by side; the lists run one after another and the first failing list ends the run.
  full: [
    [{ name: "route types", command: "react-router typegen" }],
    [
      { name: "typecheck", command: "tsc" },
      { name: "lint", command: "npm run lint --silent" },
      { name: "unused code", command: "knip --no-config-hints && knip --production" },
      { name: "build", command: "npm run build --silent" },
    ],
    [{ name: "vitest", command: "vitest run" }],
    [{ name: "playwright", command: "playwright test" }],
  ],
  fast: [
    [{ name: "route types", command: "react-router typegen" }],
    [
      { name: "typecheck", command: "tsc" },
      { name: "lint", command: "npm run lint --silent" },
      { name: "unit and service tests", command: "vitest run --project unit --project 'zone *'" },
    ],
  ],
};

const gate = gates[process.argv[2] ?? "full"];
if (!gate) throw new Error(`unknown gate ${process.argv[2]}; one of ${Object.keys(gates).join(", ")}`);

function run({ name, command }: Stage, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // A stage that runs alone writes as it goes (Playwright's and Vitest's progress); side by side, each stage's
    // output is held and written whole when it ends, so two stages' lines never interleave.
    const child = spawn(command, {
      shell: true,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) process.stdout.write(`--- ${name} (${seconds.toFixed(0)} s)\n${Buffer.concat(output).toString()}`);
      resolve({ name, seconds, code: code ?? 1 });
    });
  });
}

const started = performance.now();
const outcomes: Outcome[] = [];
let failed = false;
for (const stages of gate) {
  const alone = stages.length === 1;
  if (alone) console.log(`--- ${stages.map(({ name }) => name).join("")}`);
  const results = await Promise.all(stages.map((stage) => run(stage, alone)));
  outcomes.push(...results);
  if (results.some(({ code }) => code !== 0)) {
    failed = true;
    break;
  }
}
const total = (performance.now() - started) / 1000;
console.log("\nstage                      wall time  result");
for (const { name, seconds, code } of outcomes) console.log(`${name.padEnd(26)} ${`${seconds.toFixed(0)} s`.padStart(9)}  ${code === 0 ? "passed" : "FAILED"}`);
console.log(`${"total".padEnd(26)} ${`${total.toFixed(0)} s`.padStart(9)}  ${failed ? "FAILED" : "passed"}`);
process.exit(failed ? 1 : 0);
