import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngInfo {
  width: number;
  height: number;
}

/**
 * The size of a well-formed PNG, or undefined for anything else: the signature, an IHDR chunk first, every
 * chunk's length and CRC intact, and IEND last with nothing after it. Pixel data is not decoded.
 */
export function readPng(bytes: Buffer): PngInfo | undefined {
  if (bytes.length < SIGNATURE.length + 12 + 13 + 12 || !bytes.subarray(0, 8).equals(SIGNATURE)) return undefined;
  let offset = SIGNATURE.length;
  let info: PngInfo | undefined;
  let sawData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return undefined;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) return undefined;
    if (offset === SIGNATURE.length) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      info = { width: data.readUInt32BE(0), height: data.readUInt32BE(4) };
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return end === bytes.length && sawData && info && info.width > 0 && info.height > 0 ? info : undefined;
    offset = end;
  }
  return undefined;
}
