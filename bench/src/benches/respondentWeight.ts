import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildGateway } from '@canopy/gateway';
import { ratio, verdict, type BenchReport } from '../support/report.ts';
import { DIST, kb, kbText, MANIFEST, type Manifest, staticClosure } from './loginWeight.ts';

/** the respondent pages' own entry (ADR 0038) */
const RESPONDENT_ENTRY = 'respond.html';
const GOAL_KB = 120;
/** what a phone's browser asks for */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** bytes received for one GET on a connection of its own: status line, headers and body as they crossed the wire */
const onTheWire = (origin: string, path: string, acceptEncoding: string | null) =>
  new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    const request = http.get(
      `${origin}${path}`,
      { agent: false, headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`GET ${path}: ${response.statusCode}`));
        const socket = response.socket;
        response.resume();
        response.on('end', () =>
          resolve({ bytes: socket.bytesRead, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
        );
      },
    );
    request.on('error', reject);
  });

/**
 * What a respondent's phone downloads before the first step of a package link shows, measured on the wire from the
 * gateway: the page (respond.html at /assessment-responding/{link}), its entry chunk with every static import and its
 * CSS, each fetched over a connection of its own and counted as the bytes the socket received. Compressed as a browser
 * asks (br), gzip only, and as sent to a client that accepts no encoding (the baseline).
 */
export const respondentWeightBench = async (): Promise<BenchReport> => {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  if (!manifest[RESPONDENT_ENTRY]?.isEntry) throw new Error(`the build manifest has no entry ${RESPONDENT_ENTRY}`);
  const closure = [...staticClosure(manifest, [RESPONDENT_ENTRY])].map((key) => manifest[key]!);
  const assets = [...new Set(closure.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]).filter((file) => /\.(js|css)$/.test(file)))];
  const paths = ['/assessment-responding/bench-link', ...assets.map((file) => `/${file}`)];

  const gateway = await buildGateway({
    version: 'bench',
    ready: async () => ({ database: true, projections: [] }),
    apiPlugins: [],
    webDist: DIST,
    rateLimit: false,
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  try {
    const total = async (encoding: string | null) => {
      const answers = [];
      for (const path of paths) answers.push(await onTheWire(origin, path, encoding));
      return {
        bytes: answers.reduce((sum, answer) => sum + answer.bytes, 0),
        encodings: new Set(answers.map((answer) => answer.encoding)),
      };
    };
    const brotli = await total(BROWSER_ENCODINGS);
    const gzip = await total('gzip');
    const plain = await total(null);
    return {
      title: 'The respondent page on the wire',
      howMeasured:
        '`npm run build` (which also writes each text file as .br and .gz); bench/src/benches/respondentWeight.ts starts the ' +
        `gateway on web/dist and GETs respond.html (/assessment-responding/{link}) and the ${assets.length} JavaScript and CSS files ` +
        `it loads statically (web/dist/.vite/manifest.json), each over a connection of its own, summing the bytes each socket ` +
        `received (status line, headers, body). Accept-Encoding '${BROWSER_ENCODINGS}' as a browser sends it, then gzip only; ` +
        'baseline: the same files to a client that accepts no encoding. JSON answers (compressed above 1 kB) are pinned by ' +
        'tests/int/gateway.compression.int.spec.ts.',
      rows: [
        {
          bench: 'respondent page (first step): bytes on the wire, br',
          figure: `${kbText(brotli.bytes)} in ${paths.length} responses (${[...brotli.encodings].join(', ')})`,
          goal: `<= ${GOAL_KB} kB`,
          baseline: `uncompressed: ${kbText(plain.bytes)}`,
          ratio: ratio(brotli.bytes, plain.bytes),
          verdict: verdict(kb(brotli.bytes) <= GOAL_KB),
        },
        {
          // every browser in use asks for br; a client limited to gzip is shown for comparison
          bench: 'diagnostic: respondent page (first step): bytes on the wire, gzip only',
          figure: `${kbText(gzip.bytes)} (${[...gzip.encodings].join(', ')})`,
          goal: '—',
          baseline: `uncompressed: ${kbText(plain.bytes)}`,
          ratio: ratio(gzip.bytes, plain.bytes),
          verdict: '—',
        },
      ],
    };
  } finally {
    await gateway.close();
  }
};
