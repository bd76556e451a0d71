import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, precompressedBody } from './precompressed.ts';

describe('a body kept precompressed', () => {
  it('picks brotli, then gzip, then the bytes as they are, by what the request accepts', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding(['gzip', 'br'])).toBe('br');
    expect(acceptedEncoding('deflate')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });

  it('compresses once per encoding, each decoding to the same bytes', async () => {
    const bytes = Buffer.from(JSON.stringify({ nodes: Array.from({ length: 500 }, (_, i) => ({ id: `person-${i}` })) }));
    const body = precompressedBody(bytes);
    expect(await body.encoded('identity')).toBe(bytes);
    const [br, again] = await Promise.all([body.encoded('br'), body.encoded('br')]);
    expect(again).toBe(br);
    expect(br.length).toBeLessThan(bytes.length / 5);
    expect(brotliDecompressSync(br).equals(bytes)).toBe(true);
    expect(gunzipSync(await body.encoded('gzip')).equals(bytes)).toBe(true);
  });
});
