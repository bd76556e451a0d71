/** saves a blob as a file the browser downloads */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** a file name from a snapshot's name: no path separators or characters file systems refuse */
export const fileNameOf = (name: string, extension: string) => {
  const safe = [...name].map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');
  return `${safe.trim() || 'snapshot'}.${extension}`;
};
