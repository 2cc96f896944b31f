/** Width and height of a PNG or WebP picture read from its header; undefined for anything else. */
export const imageSize = (bytes: Buffer): { width: number; height: number } | undefined => {
  // PNG: signature, then the IHDR chunk with width and height as big-endian 32-bit numbers.
  if (bytes.length >= 24 && bytes.subarray(0, 8).toString('hex') === '89504e470d0a1a0a' && bytes.subarray(12, 16).toString('ascii') === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length < 30 || bytes.subarray(0, 4).toString('ascii') !== 'RIFF' || bytes.subarray(8, 12).toString('ascii') !== 'WEBP') return undefined;
  const chunk = bytes.subarray(12, 16).toString('ascii');
  // Lossy (VP8): after the frame tag and start code, 14-bit width and height.
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  // Lossless (VP8L): after the signature byte, 14 bits of width − 1 then 14 of height − 1.
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  // Extended (VP8X): 24-bit canvas width − 1 and height − 1.
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
};
