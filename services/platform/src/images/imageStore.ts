import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { ImageContentType, ValidImage } from './validate.ts';

export type StoredImage = { id: string; teamId: string; contentType: ImageContentType; bytes: Buffer; sha256: string; createdAt: Date };

/**
 * Images in PostgreSQL. Ids are 144 random bits. The URL handed to clients carries a signature of the id
 * (`?sig=`): that URL alone opens the image, so `<img>` tags work without a bearer header; the bare id
 * opens it only to a signed-in member of the owning team (ADR 0007).
 */
export type ImageStore = {
  save(image: ValidImage, owner: { teamId: string; createdBy: string }): Promise<string>;
  read(id: string): Promise<StoredImage | null>;
  /** `/api/v1/images/<id>?sig=<signature>`, or null for no image */
  urlFor(id: string | null): string | null;
  verify(id: string, signature: string): boolean;
  /**
   * A signature of `subject` under the image key, apart from the ids' own (another prefix): for URLs another
   * context hands out with more in them than an id, such as the story's images with an expiry (ADR 0065).
   */
  signSubject(subject: string): string;
  verifySubject(subject: string, signature: string): boolean;
};

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const createImageStore = (pool: pg.Pool, options: { signingKey: string | Buffer; basePath?: string }): ImageStore => {
  const basePath = options.basePath ?? '/api/v1/images';
  const sign = (id: string) =>
    createHmac('sha256', options.signingKey).update(`image:${id}`).digest().subarray(0, 18).toString('base64url');
  const signSubject = (subject: string) =>
    createHmac('sha256', options.signingKey).update(`subject:${subject}`).digest().subarray(0, 18).toString('base64url');
  const same = (expected: string, given: string) => {
    const [a, b] = [Buffer.from(expected), Buffer.from(given)];
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    signSubject,
    verifySubject: (subject, signature) => same(signSubject(subject), signature),
    async save(image, owner) {
      const id = randomBytes(18).toString('base64url');
      const sha256 = createHash('sha256').update(image.bytes).digest('hex');
      await pool.query(
        'insert into public.platform_images (id, team_id, content_type, size, sha256, bytes, created_by) values ($1, $2, $3, $4, $5, $6, $7)',
        [id, owner.teamId, image.contentType, image.bytes.length, sha256, image.bytes, owner.createdBy],
      );
      return id;
    },
    async read(id) {
      if (!ID_PATTERN.test(id)) return null;
      const result = await pool.query<{
        id: string;
        team_id: string;
        content_type: ImageContentType;
        bytes: Buffer;
        sha256: string;
        created_at: Date;
      }>('select id, team_id, content_type, bytes, sha256, created_at from public.platform_images where id = $1', [id]);
      const row = result.rows[0];
      return row
        ? {
            id: row.id,
            teamId: row.team_id,
            contentType: row.content_type,
            bytes: row.bytes,
            sha256: row.sha256,
            createdAt: row.created_at,
          }
        : null;
    },
    urlFor(id) {
      return id === null ? null : `${basePath}/${id}?sig=${sign(id)}`;
    },
    verify(id, signature) {
      return same(sign(id), signature);
    },
  };
};
