import JSZip from 'jszip';
import { fetchImage } from './api';
import { fileNameOf } from './saveBlob';
import { StoryRules, type Snapshot } from '@canopy/contracts/story/api';

/** an image on the spec's canvas as a JPG: scaled to fit, centred on white (captured cards already fill it) */
export async function onCanvas(blob: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = StoryRules.canvasWidth;
  canvas.height = StoryRules.canvasHeight;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const scale = Math.min(canvas.width / bitmap.width, canvas.height / bitmap.height);
  const [width, height] = [bitmap.width * scale, bitmap.height * scale];
  context.drawImage(bitmap, (canvas.width - width) / 2, (canvas.height - height) / 2, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((jpg) => (jpg ? resolve(jpg) : reject(new Error('The image could not be drawn'))), 'image/jpeg', 0.92),
  );
}

export const ZIP_NAME = 'Data_Story_Presentation.zip';

/**
 * Every image of the story, one after another in presentation order, zipped as Data_Story_Presentation.zip;
 * `onProgress` hears each image fetched (done of total), then the zip being written (total of total).
 */
export async function storyZip(snapshots: readonly Snapshot[], onProgress: (done: number, total: number) => void): Promise<Blob> {
  const zip = new JSZip();
  const used = new Set<string>();
  onProgress(0, snapshots.length);
  for (const [index, snapshot] of snapshots.entries()) {
    const blob = await onCanvas(await fetchImage(snapshot.url.url));
    const base = `${String(index + 1).padStart(2, '0')}_${snapshot.name}`;
    let name = fileNameOf(base, 'jpg');
    for (let n = 2; used.has(name); n += 1) name = fileNameOf(`${base}_${n}`, 'jpg');
    used.add(name);
    zip.file(name, blob);
    onProgress(index + 1, snapshots.length);
  }
  return zip.generateAsync({ type: 'blob', compression: 'STORE' });
}
