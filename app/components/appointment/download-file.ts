/**
 * Saves text made in the browser as a file, through a Blob URL: nothing goes to the server. A `text/calendar` file
 * whose name ends in .ics opens in the phone's calendar on Android and iOS.
 */
export function downloadFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
