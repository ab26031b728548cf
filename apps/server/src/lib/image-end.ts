import type { ImageKind } from './images';

/**
 * Where the picture ends: the offset just past the PNG IEND chunk, the JPEG end-of-image marker or the GIF
 * trailer, or the RIFF container's declared end for WebP, found by walking the file's own structure (a search for the marker bytes would stop inside an
 * embedded thumbnail). `null` when the structure is broken before its end. Whatever follows the end is not part
 * of the picture: a script, an HTML page or a ZIP archive appended to make a polyglot file.
 */
export function imageEnd(buffer: Buffer, kind: ImageKind): number | null {
  if (kind === 'png') return pngEnd(buffer);
  if (kind === 'jpeg') return jpegEnd(buffer);
  if (kind === 'webp') return webpEnd(buffer);
  return gifEnd(buffer);
}

/** A WebP is one RIFF container: its size field counts every byte after the first 8 (chunks padded to even). */
function webpEnd(buffer: Buffer): number | null {
  if (buffer.length < 12) return null;
  const size = buffer.readUInt32LE(4);
  if (size < 4 || size % 2 !== 0) return null;
  const end = 8 + size;
  return end > buffer.length ? null : end;
}

function pngEnd(buffer: Buffer): number | null {
  let offset = 8;
  while (offset + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const next = offset + 12 + length;
    if (next > buffer.length) return null;
    if (type === 'IEND') return next;
    offset = next;
  }
  return null;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

function jpegEnd(buffer: Buffer): number | null {
  let offset = 2;
  while (offset < buffer.length) {
    if (buffer[offset] !== 0xff) return null;
    while (buffer[offset] === 0xff) offset++; // fill bytes
    const marker = buffer[offset];
    if (marker === undefined) return null;
    offset++;
    if (marker === 0xd9) return offset;
    if (isRestart(marker) || marker === 0x01) continue;
    if (offset + 2 > buffer.length) return null;
    const segmentEnd = offset + buffer.readUInt16BE(offset);
    if (segmentEnd > buffer.length) return null;
    offset = segmentEnd;
    if (marker !== 0xda) continue;
    // Entropy-coded data after start-of-scan: 0xFF is escaped as FF 00; restart markers belong to the scan.
    while (offset < buffer.length) {
      if (buffer[offset] !== 0xff) {
        offset++;
        continue;
      }
      const following = buffer[offset + 1];
      if (following === undefined) return null;
      if (following === 0x00 || isRestart(following)) offset += 2;
      else if (following === 0xff) offset++;
      else break;
    }
  }
  return null;
}

function skipSubBlocks(buffer: Buffer, start: number): number | null {
  let offset = start;
  while (offset < buffer.length) {
    const size = buffer[offset]!;
    offset += 1;
    if (size === 0) return offset;
    offset += size;
  }
  return null;
}

const colourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

function gifEnd(buffer: Buffer): number | null {
  if (buffer.length < 13) return null;
  let offset: number | null = 13 + colourTableBytes(buffer[10]!);
  while (offset !== null && offset < buffer.length) {
    const block: number = buffer[offset]!;
    if (block === 0x3b) return offset + 1;
    if (block === 0x21) {
      offset = skipSubBlocks(buffer, offset + 2);
    } else if (block === 0x2c) {
      if (offset + 10 > buffer.length) return null;
      const flags = buffer[offset + 9]!;
      // Image descriptor, local colour table, LZW minimum code size, then the data sub-blocks.
      offset = skipSubBlocks(buffer, offset + 10 + colourTableBytes(flags) + 1);
    } else {
      return null;
    }
  }
  return null;
}

/**
 * Signatures of the second file a polyglot hides after its picture: archives (ZIP, so also JAR/GIFAR and Office
 * files; RAR; 7-Zip), PDF, executables, and markup or scripts a browser or server would run. Text signatures are
 * matched without regard to case. Phone cameras append their own data (Samsung's trailer, a motion photo's MP4);
 * that carries none of these and is dropped by re-encoding like any other metadata.
 */
const BINARY_SIGNATURES = [
  'PK\x03\x04',
  'PK\x05\x06',
  'PK\x07\x08',
  'Rar!\x1a\x07',
  '7z\xbc\xaf\x27\x1c',
  '%PDF-',
  '\x7fELF',
].map((signature) => Buffer.from(signature, 'latin1'));
const TEXT_SIGNATURES = [
  '<script',
  '<html',
  '<!doctype',
  '<body',
  '<svg',
  '<?xml',
  '<?php',
  '<?=',
  '<iframe',
  '<object',
  '<embed',
  '<img',
  '<meta',
  '<link',
  '<style',
  '<form',
  'javascript:',
  '#!/',
].map((signature) => Buffer.from(signature, 'latin1'));

/** True when the bytes after the end of the picture carry a second file (see the signatures above). */
export function hasTrailingPayload(buffer: Buffer, end: number): boolean {
  if (end >= buffer.length) return false;
  const trailing = buffer.subarray(end);
  if (BINARY_SIGNATURES.some((signature) => trailing.includes(signature))) return true;
  const lower = Buffer.from(trailing.toString('latin1').toLowerCase(), 'latin1');
  return TEXT_SIGNATURES.some((signature) => lower.includes(signature));
}
