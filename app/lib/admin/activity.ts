import { adminApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";

export function listActivity(view: ListView) {
  return adminApi.activity.list(listBody(view));
}

const actionLabels: Record<string, string> = {
  signin: "Signed in",
  "signin.failed": "Failed sign-in",
  "signin.locked": "Sign-in refused: locked after failures",
  "signin.mfa-required": "Password accepted; asked for the code",
  "signin.code-failed": "Wrong sign-in code",
  "signin.recovery-code": "Signed in with a recovery code",
  "signin.passkey": "Signed in with a passkey",
  "signin.passkey-failed": "Passkey sign-in refused",
  "reauth.failed": "Wrong code when confirming it's you",
  "2fa.enable": "Turned on the authenticator app",
  "2fa.disable": "Turned off the authenticator app",
  "2fa.recovery-codes": "Made new recovery codes",
  "passkey.add": "Added a passkey",
  "passkey.remove": "Removed a passkey",
  "session.revoke": "Signed out a session",
  "password.change": "Changed the password",
  "blog.create": "Created a blog",
  "blog.update": "Edited a blog",
  "blog.upload": "Changed a blog's cover",
  "blog.publish": "Published a blog",
  "blog.unpublish": "Unpublished a blog",
  "blog.schedule": "Scheduled a blog",
  "blog.preview": "Made a preview link for a blog",
  "blog.restore": "Restored an earlier version of a blog",
  "blog.feature": "Featured a blog",
  "blog.unfeature": "Stopped featuring a blog",
  "blog.delete": "Deleted a blog",
  "blog.translation.dismiss": "Marked a translation up to date",
  "blog.translation.undo-dismiss": "Undid marking a translation up to date",
  "comment.publish": "Published a comment",
  "comment.unpublish": "Unpublished a comment",
  "comment.delete": "Deleted a comment",
  "contact.delete": "Deleted a message",
  "media.create": "Added a media item",
  "media.update": "Edited a media item",
  "media.upload": "Uploaded a media image",
  "media.delete": "Deleted a media item",
  "practice.update": "Saved the practice details",
  "practice.upload": "Uploaded a practice image",
  "privacy.export": "Exported a person's records",
  "privacy.erase": "Erased a person's records",
  "backup.download": "Downloaded a backup",
  "backup.restore": "Restored a backup",
};

/** A sentence for an action name; an action this screen does not know yet is shown as it is stored. */
export function actionLabel(action: string): string {
  return actionLabels[action] ?? action;
}

/** Failed and refused sign-ins stand out: they may be someone guessing the password. */
export function isWarning(action: string): boolean {
  return ["signin.failed", "signin.locked", "signin.code-failed", "signin.passkey-failed", "reauth.failed", "2fa.disable"].includes(action);
}
