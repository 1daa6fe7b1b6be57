// The repository's deploy/nginx.conf, run for real (Debian's nginx) in front of the built server, with a
// self-signed certificate: HTTP is redirected, HTTPS is detected, and a visitor cannot forge their address.
// nginx and openssl must be installed (.ci/run installs them); without them this test fails, it never skips.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, removeDataDir, startServer, testAdmin } from "../support/server.ts";

// Two ports of this project's range, for nginx's HTTP and HTTPS sides.
const httpPort = Number(process.env.NGINX_TEST_HTTP_PORT ?? 3172);
const httpsPort = Number(process.env.NGINX_TEST_HTTPS_PORT ?? 3173);
const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

let server: RunningServer;
let nginx: ChildProcess;
let workDir: string;

function requireTools() {
  if (!nginxBinary) throw new Error("nginx is not installed (apt-get install nginx); .ci/run installs it. This test does not skip.");
  try {
    execFileSync("openssl", ["version"]);
  } catch {
    throw new Error("openssl is not installed (apt-get install openssl); .ci/run installs it.");
  }
}

/** deploy/nginx.conf with this machine's ports, the test certificate and the test server as upstream. */
function siteConfig(upstreamPort: number): string {
  const site = readFileSync(path.resolve(import.meta.dirname, "../../deploy/nginx.conf"), "utf8");
  const adapted = site
    .replaceAll("127.0.0.1:3000", `127.0.0.1:${upstreamPort}`)
    .replace(/^\s*listen \[::\]:.*$/gm, "")
    .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${workDir}/cert.pem;`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${workDir}/key.pem;`);
  // The test must exercise the file as shipped: fail loudly if a substitution no longer matches.
  expect(adapted).toContain(`127.0.0.1:${httpsPort} ssl`);
  expect(adapted).toContain(`${workDir}/key.pem`);
  return adapted;
}

function mainConfig(): string {
  const temp = (name: string) => `${name}_temp_path ${workDir}/${name};`;
  return `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${workDir}/site.conf;
}
`;
}

function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
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
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${port}:\n${readFileSync(`${workDir}/error.log`, "utf8")}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

function viaNginx(
  scheme: "http" | "https",
  method: string,
  pathname: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const send = scheme === "https" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: "127.0.0.1",
        port: scheme === "https" ? httpsPort : httpPort,
        path: pathname,
        method,
        // The certificate is self-signed for this test; the name checked is the one the site config serves.
        rejectUnauthorized: false,
        servername: "localhost",
        headers: {
          host: "localhost",
          ...(body ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  requireTools();
  workDir = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(workDir, name));
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", `${workDir}/key.pem`, "-out", `${workDir}/cert.pem`],
    { stdio: "ignore" },
  );

  server = await startServer({ env: { TRUST_PROXY: "1", SITE_URL: `https://localhost:${httpsPort}`, HOST: "127.0.0.1" } });
  writeFileSync(path.join(workDir, "site.conf"), siteConfig(server.port));
  writeFileSync(path.join(workDir, "nginx.conf"), mainConfig());
  execFileSync(nginxBinary!, ["-t", "-p", workDir, "-c", `${workDir}/nginx.conf`, "-e", `${workDir}/error.log`], { stdio: "pipe" });
  nginx = spawn(nginxBinary!, ["-p", workDir, "-c", `${workDir}/nginx.conf`, "-e", `${workDir}/error.log`], { stdio: "ignore" });
  await waitForPort(httpsPort);
  await waitForPort(httpPort);
}, 60_000);

afterAll(async () => {
  nginx?.kill("SIGQUIT");
  if (server) {
    await server.stop();
    removeDataDir(server);
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("deploy/nginx.conf in front of the built server", () => {
  it("redirects HTTP to HTTPS and serves the pages over HTTPS with HSTS, so the site knows the visit was secure", async () => {
    const plain = await viaNginx("http", "GET", "/blogs?page=2");
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe("https://localhost/blogs?page=2");

    const home = await viaNginx("https", "GET", "/");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.body).toContain("<html");
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(home.headers["content-security-policy"]).toContain("frame-ancestors 'none'");

    const signin = await viaNginx("https", "POST", "/api/auth/signin", { body: testAdmin });
    expect(signin.status).toBe(200);
    const cookie = (signin.headers["set-cookie"] ?? []).find((value) => value.startsWith("admin_session="));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(server.logs.some((line) => line.includes("TRUST_PROXY is 0"))).toBe(false);
  });

  it("passes the health check on to the site", async () => {
    const health = await viaNginx("https", "GET", "/api/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toStrictEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");
  });

  it("passes the visitor's real address: a forged X-Forwarded-For neither dodges the sign-in lock nor reaches the log", async () => {
    const token = JSON.parse((await viaNginx("https", "POST", "/api/auth/signin", { body: testAdmin })).body).data.encoded_token as string;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await viaNginx("https", "POST", "/api/auth/signin", {
        body: { email: `nobody${attempt}@test.example`, password: "a wrong guess" },
        headers: { "x-forwarded-for": `203.0.113.${attempt}` },
      });
      expect(guess.status).toBe(401);
    }
    const sixth = await viaNginx("https", "POST", "/api/auth/signin", {
      body: { email: "nobody9@test.example", password: "a wrong guess" },
      headers: { "x-forwarded-for": "198.51.100.99" },
    });
    expect(sixth.status).toBe(429);
    // The 15-minute lock began with the first guess, a moment ago.
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThanOrEqual(890);
    expect(Number(sixth.headers["retry-after"])).toBeLessThanOrEqual(900);

    const listed = await viaNginx("https", "POST", "/api/admin/activity", { body: { search: "nobody" }, headers: { authorization: `Bearer ${token}` } });
    const targets = new Set((JSON.parse(listed.body).data.activity as { target: string }[]).map((entry) => entry.target));
    expect([...targets]).toEqual(["from 127.0.0.1"]);
  });
});
