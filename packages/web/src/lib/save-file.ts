/** Hands a file made in the page to the browser's downloads, under a name, as a link with `download` would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser holds the file; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
