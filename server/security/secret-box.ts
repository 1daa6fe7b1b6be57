import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file that holds the key when SECRET_KEY is not set; never inside a backup (backups copy the database and uploads only). */
const keyFileName = "secret.key";

export type SecretBox = {
  seal: (plain: string) => string;
  /** The plain text, or null when the text was sealed under another key (a database restored without its key). */
  open: (sealed: string) => string | null;
};

/** SECRET_KEY when set; otherwise DATA_DIR/secret.key, made with mode 0600 on first start. */
export function loadSecretKey(dataDir: string, configured: Buffer | null): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, keyFileName);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url, a fresh 96-bit IV each time. */
export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), data].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
