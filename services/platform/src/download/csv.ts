import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inertCell } from '@canopy/contracts/platform/formulaGuard';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './attachment.ts';

// A CSV file streamed to the client as its rows come: UTF-8 with a byte order mark (so Excel reads accents), Windows
// line ends, and every text cell through the one formula guard (contracts/platform/formulaGuard.ts).

export type CsvCell = string | number | boolean | null;

const inert = (value: CsvCell) => (typeof value === 'string' ? inertCell(value) : value);

/** the CSV text's stream: the header, then each row guarded; csv-stringify waits for the reader (backpressure) */
export const csvStream = (header: readonly string[], rows: Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>) => {
  const guarded = async function* () {
    yield header.map(inertCell);
    for await (const row of rows) yield row.map(inert);
  };
  return Readable.from(guarded()).pipe(stringify({ bom: true, record_delimiter: 'windows' }));
};

/** Answers the request with a CSV file streamed as it is written. Check access and input before calling. */
export const sendCsv = (
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]> | AsyncIterable<readonly CsvCell[]>,
): FastifyReply => {
  const output = new PassThrough();
  pipeline(csvStream(header, rows), output).catch((error: unknown) => {
    reply.log.error({ err: error, fileName }, 'csv download failed midway');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(output);
};
