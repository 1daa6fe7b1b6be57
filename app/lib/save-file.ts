/**
 * Hands the browser a file to save under `fileName`, from data already in the page: nothing goes to the server. A
 * `text/calendar` file whose name ends in .ics opens in the phone's calendar on Android and iOS.
 */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Safari reads the Blob after the click returns; revoking at once can leave it an empty file.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
