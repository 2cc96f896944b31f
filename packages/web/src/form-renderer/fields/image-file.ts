/** The API keeps a value up to 200,000 characters; an image is shrunk until its data URL fits. */
export const MAX_VALUE_CHARS = 200_000;
const MAX_SIDE = 1600;

const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

const loadImage = (url: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });

/** Re-encodes as JPEG, smaller each round, until the data URL fits; undefined when it cannot. */
const shrink = async (url: string, limit: number): Promise<string | undefined> => {
  const image = await loadImage(url);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  let side = Math.min(MAX_SIDE, Math.max(image.naturalWidth, image.naturalHeight));
  for (let round = 0; round < 6; round += 1) {
    const scale = side / Math.max(image.naturalWidth, image.naturalHeight, 1);
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const result = canvas.toDataURL('image/jpeg', 0.8);
    if (result.length <= limit) return result;
    side = Math.round(side * 0.7);
  }
  return undefined;
};

export type ImageResult = { ok: true; url: string } | { ok: false; reason: 'not-image' | 'too-large' };

/** A picked file as a data URL within `maxSizeKb` (and the API's value limit). */
export const imageToDataUrl = async (file: File, maxSizeKb: number | undefined): Promise<ImageResult> => {
  if (!file.type.startsWith('image/')) return { ok: false, reason: 'not-image' };
  const limit = Math.min(MAX_VALUE_CHARS, maxSizeKb ? Math.floor((maxSizeKb * 1024 * 4) / 3) + 32 : MAX_VALUE_CHARS);
  const url = await readAsDataUrl(file);
  if (url.length <= limit) return { ok: true, url };
  const smaller = await shrink(url, limit).catch(() => undefined);
  return smaller ? { ok: true, url: smaller } : { ok: false, reason: 'too-large' };
};
