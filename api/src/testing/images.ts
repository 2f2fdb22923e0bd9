import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG of the given size (a gradient, so it is not trivially small), with EXIF naming its author and place. */
export async function jpegPhoto(width: number, height: number, { orientation }: { orientation?: number } = {}): Promise<Buffer> {
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x += 1) {
    const t = width === 1 ? 0 : x / (width - 1);
    row.set([Math.round(0x4f + (0xdb - 0x4f) * t), Math.round(0x46 + (0x27 - 0x46) * t), Math.round(0xe5 + (0x77 - 0xe5) * t)], x * 3);
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) row.copy(pixels, y * width * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Test Camera Owner', Copyright: 'GPS 48.8584 N 2.2945 E' } })
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();
}

/** An image whose left half is red and right half blue, in the given format. */
export async function halves(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif', orientation?: number): Promise<Buffer> {
  const left = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([{ input: left, left: 0, top: 0 }]);
  const encoded = image.toFormat(format);
  return (orientation ? encoded.withMetadata({ orientation }) : encoded).toBuffer();
}

/** A PNG whose header claims `width`×`height` (a decompression bomb's shape) around a tiny real image. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer(),
  );
  // IHDR is the first chunk: length (4), type (4) at offset 8, data from 16 (width, height: 4 bytes each), CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** The colour of one pixel of an encoded image, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
}

/** A valid 1×1 PNG, for tests that need an image but not a picture. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
