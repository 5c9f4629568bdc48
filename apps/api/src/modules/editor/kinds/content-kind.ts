/**
 * What the drafts service needs to know of one kind of content (decision 0041): its dataset
 * schema, how to read the live entity in that shape, how to write it live, and the checks that go
 * beyond one entity (a tour's walk). Each kind is one file beside this one, listed in `index.ts`.
 */
import type { DraftKind, DraftProblem } from '@sendero/contract';
import type { Database } from '@sendero/db';
import type { z } from 'zod';

export type Data = Record<string, unknown>;

export interface LiveEntity {
  cityId: number;
  updatedAt: Date;
  /** The entity as the dataset writes it. */
  data: Data;
}

export interface ContentKind {
  kind: DraftKind;
  /** The content validator's schema for this kind (packages/content). */
  schema: z.ZodType<Data>;
  /** The name an editor knows it by, from its data (possibly incomplete). */
  title(data: Data): string;
  /** The live entity, locked for the transaction; null when there is none. */
  lockLive(tx: Database, id: number): Promise<LiveEntity | null>;
  /**
   * Writes checked data live: updates `entityId`, or inserts when null; answers the entity's id.
   * A unique violation (the slug) is reported by the caller.
   */
  write(
    tx: Database,
    target: { entityId: number | null; cityId: number; data: Data; at: Date },
  ): Promise<number>;
  /** Rules across entities, run after the write in the same transaction; each refuses it. */
  checkAfterWrite?(tx: Database, target: { entityId: number; at: Date }): Promise<DraftProblem[]>;
  /** The entity as the public API would serve it at `at`, for the editor's preview. */
  preview?(
    db: Database,
    target: { entityId: number | null; cityId: number; data: Data; at: Date },
  ): Promise<unknown>;
}
