// Runs the repository's deploy/nginx.conf in Debian's nginx on this machine's ports, in front of a built server:
// for tests/api/nginx.test.ts and the page-files benchmark. nginx and openssl must be installed (.ci/run installs
// them, with libnginx-mod-http-brotli-static); without them this throws, it never skips.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

type NginxSite = {
  /** The built server's port, in place of 127.0.0.1:3000. */
  upstreamPort: number;
  httpPort: number;
  /** The HTTPS side; with `plain`, the same server block listens without TLS (a benchmark leaves TLS out). */
  httpsPort: number;
  plain?: boolean;
  /** The server's DATA_DIR, in place of /var/lib/practice-site. */
  dataDir: string;
  /** More server blocks, such as a benchmark's static copy. */
  extra?: string;
};

export type RunningNginx = { workDir: string; stop: () => Promise<void> };

function requireTools(tls: boolean) {
  if (!nginxBinary) throw new Error("nginx is not installed (apt-get install nginx); .ci/run installs it. This test does not skip.");
  if (!existsSync(brotliModule)) throw new Error("nginx's brotli_static is not installed (apt-get install libnginx-mod-http-brotli-static).");
  if (!tls) return;
  try {
    execFileSync("openssl", ["version"]);
  } catch {
    throw new Error("openssl is not installed (apt-get install openssl); .ci/run installs it.");
  }
}

/** deploy/nginx.conf with this machine's ports, paths and test certificate: every substitution must still match. */
function siteConfig(site: NginxSite, workDir: string): string {
  const shipped = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const substitutions: [string | RegExp, string][] = [
    ["127.0.0.1:3000", `127.0.0.1:${site.upstreamPort}`],
    [/^\s*listen \[::\]:.*$/gm, ""],
    ["listen 80;", `listen 127.0.0.1:${site.httpPort};`],
    ["listen 443 ssl http2;", site.plain ? `listen 127.0.0.1:${site.httpsPort};` : `listen 127.0.0.1:${site.httpsPort} ssl http2;`],
    [/ssl_certificate \S+;/, site.plain ? "" : `ssl_certificate ${workDir}/cert.pem;`],
    [/ssl_certificate_key \S+;/, site.plain ? "" : `ssl_certificate_key ${workDir}/key.pem;`],
    ...(site.plain ? ([[/ssl_protocols [^;]+;/, ""]] as [RegExp, string][]) : []),
    ["/var/lib/practice-site/pages", `${site.dataDir}/pages`],
    ["/srv/practice-site/build/client", `${buildDir}/client`],
  ];
  let adapted = shipped;
  for (const [from, to] of substitutions) {
    // The test must exercise the file as shipped: fail loudly if a substitution no longer matches.
    if (typeof from === "string" ? !adapted.includes(from) : !from.test(adapted)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    adapted = typeof from === "string" ? adapted.replaceAll(from, to) : adapted.replace(from, to);
  }
  return `${adapted}\n${site.extra ?? ""}`;
}

function mainConfig(workDir: string): string {
  const temp = (name: string) => `${name}_temp_path ${workDir}/${name};`;
  return `load_module ${brotliModule};
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${workDir}/site.conf;
}
`;
}

function waitForPort(port: number, timeoutMs = 10_000, log?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${port}${log && existsSync(log) ? `:\n${readFileSync(log, "utf8")}` : ""}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Checks the configuration with `nginx -t`, starts nginx and resolves once both its ports answer. */
export async function startNginx(site: NginxSite): Promise<RunningNginx> {
  requireTools(!site.plain);
  const workDir = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(workDir, name));
  if (!site.plain) {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", `${workDir}/key.pem`, "-out", `${workDir}/cert.pem`],
      { stdio: "ignore" },
    );
  }
  writeFileSync(path.join(workDir, "site.conf"), siteConfig(site, workDir));
  writeFileSync(path.join(workDir, "nginx.conf"), mainConfig(workDir));
  const args = ["-p", workDir, "-c", `${workDir}/nginx.conf`, "-e", `${workDir}/error.log`];
  execFileSync(nginxBinary!, ["-t", ...args], { stdio: "pipe" });
  const nginx: ChildProcess = spawn(nginxBinary!, args, { stdio: "ignore" });
  await waitForPort(site.httpsPort, 10_000, `${workDir}/error.log`);
  await waitForPort(site.httpPort, 10_000, `${workDir}/error.log`);
  return {
    workDir,
    stop: () =>
      new Promise((resolve) => {
        nginx.once("exit", () => {
          rmSync(workDir, { recursive: true, force: true });
          resolve();
        });
        nginx.kill("SIGQUIT");
      }),
  };
}
