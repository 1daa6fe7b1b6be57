// A real OpenSSH server on a loopback port, for the off-site backup over SFTP: started as the current user with a
// temporary host key, config and authorized key, touching no configuration of the machine's own sshd.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./smtp.ts";

const sshdProgram = "/usr/sbin/sshd";

export type TestSshd = {
  port: number;
  user: string;
  /** What restic's `sftp.command` must run to reach this server with the temporary key (BACKUP_SFTP_COMMAND). */
  sftpCommand: string;
  stop: () => Promise<void>;
};

export async function startSshd(): Promise<TestSshd> {
  if (!existsSync(sshdProgram)) {
    throw new Error(`${sshdProgram} is missing: install Debian's openssh-server (.ci/run does) to run the SFTP backup test`);
  }
  // sshd started by root insists on its privilege separation directory, which the package's service makes at boot.
  if (process.getuid?.() === 0) mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  const dir = mkdtempSync(path.join(tmpdir(), "site-sshd-"));
  for (const key of ["host_key", "client_key"]) execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", path.join(dir, key)]);
  execFileSync("cp", [path.join(dir, "client_key.pub"), path.join(dir, "authorized_keys")]);
  const port = await freePort();
  const config = path.join(dir, "sshd_config");
  writeFileSync(
    config,
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${path.join(dir, "host_key")}`,
      `AuthorizedKeysFile ${path.join(dir, "authorized_keys")}`,
      `PidFile ${path.join(dir, "sshd.pid")}`,
      // The temporary folder's permissions are not what sshd asks of a home's .ssh; the key is ours anyway.
      "StrictModes no",
      "UsePAM no",
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PermitRootLogin prohibit-password",
      "Subsystem sftp internal-sftp",
      "",
    ].join("\n"),
  );
  const user = userInfo().username;
  const child = spawn(sshdProgram, ["-f", config, "-D", "-e"], { stdio: ["ignore", "ignore", "pipe"] });
  let said = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    said += chunk.toString("utf8");
  });
  await listening(child, () => said);
  const sftpCommand = [
    "ssh",
    `-i ${path.join(dir, "client_key")}`,
    `-p ${port}`,
    "-o UserKnownHostsFile=/dev/null -o StrictHostKeyChecking=no -o BatchMode=yes -o LogLevel=ERROR",
    `${user}@127.0.0.1 -s sftp`,
  ].join(" ");
  return {
    port,
    user,
    sftpCommand,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once sshd says it listens; a failure to start fails the test with sshd's own words, never a skip. */
function listening(child: ChildProcess, said: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (said().includes("Server listening")) {
        child.stderr?.off("data", check);
        child.off("exit", failed);
        resolve();
      }
    };
    const failed = (code: number | null) => reject(new Error(`sshd could not start for the SFTP backup test (exit ${code}): ${said().trim()}`));
    child.stderr?.on("data", check);
    child.once("exit", failed);
  });
}
