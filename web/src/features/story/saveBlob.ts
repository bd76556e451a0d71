/** saves a blob as a file the browser downloads */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** a file name from a snapshot's name: no path separators or characters file systems refuse */
export const fileNameOf = (name: string, extension: string) => `${name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'snapshot'}.${extension}`;
