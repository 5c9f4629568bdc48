/**
 * The outbox: an e-mail is a row first (written in the caller's transaction), a delivery second.
 * Delivery claims due rows, sends them, and marks each sent or schedules a retry with backoff, so
 * a mail-server outage delays messages but never loses them. Claiming pushes `next_attempt_at`
 * forward first, so two instances never send the same row at once.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { outbox, type Database } from '@sendero/db';
import type { MailTransport } from './transport.ts';

type Executor = Pick<Database, 'insert'>;

export interface QueuedMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
}

/** `at` is the app's clock (not the database's), so delivery timing follows one time source. */
export async function enqueueMail(db: Executor, mail: QueuedMail, at: Date): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      createdAt: at,
      nextAttemptAt: at,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** 1 min, 2, 4, … capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

const CLAIM_MS = 5 * 60 * 1000;

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export interface OutboxDeliverer {
  deliverDue(): Promise<DeliveryReport>;
  /** Starts delivery soon without waiting for it (after a request queues mail). */
  kick(): void;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export interface DelivererOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  now: () => Date;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  batchSize?: number;
}

export function createOutboxDeliverer(options: DelivererOptions): OutboxDeliverer {
  const { db, transport, from, now, log } = options;
  let running: Promise<DeliveryReport> | null = null;
  let followUp: Promise<DeliveryReport> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function claimDue() {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(options.batchSize ?? 20)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ nextAttemptAt: new Date(at.getTime() + CLAIM_MS) })
        .where(
          inArray(
            outbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  async function run(): Promise<DeliveryReport> {
    const report = { sent: 0, failed: 0 };
    for (const row of await claimDue()) {
      try {
        const { location } = await transport.send(
          {
            from,
            to: row.toAddress,
            replyTo: row.replyTo,
            subject: row.subject,
            text: row.textBody,
          },
          row.id,
        );
        const marked = await db
          .update(outbox)
          .set({ status: 'sent', sentAt: now(), attempts: row.attempts + 1, lastError: null })
          .where(eq(outbox.id, row.id))
          .returning({ id: outbox.id });
        if (marked.length === 0) {
          // The row went while it was being sent (an account deletion, decision 0029), after the
          // deletion had removed the copies it knew of: this copy goes too.
          await transport.discard?.(location);
          log.info({ mailId: row.id }, 'mail deleted while being sent; its copy is discarded');
          continue;
        }
        log.info({ mailId: row.id, location }, 'mail delivered');
        report.sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        await db
          .update(outbox)
          .set({
            attempts,
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(outbox.id, row.id));
        log.warn({ mailId: row.id, attempts, err: error }, 'mail delivery failed; will retry');
        report.failed += 1;
      }
    }
    return report;
  }

  const deliverDue = (): Promise<DeliveryReport> => {
    // One run at a time per process.
    if (!running) {
      running = run().finally(() => {
        running = null;
      });
      return running;
    }
    // A caller arriving mid-run may have just queued a mail that run did not claim: one more run
    // follows it, shared by every caller arriving meanwhile. (Waiting for the run under way only
    // left that mail to the next interval, 30 s later.)
    followUp ??= running
      .catch(() => undefined)
      .then(() => {
        followUp = null;
        return deliverDue();
      });
    return followUp;
  };

  return {
    deliverDue,
    kick() {
      deliverDue().catch((error) => log.warn({ err: error }, 'outbox run failed'));
    },
    start(intervalMs) {
      timer = setInterval(() => this.kick(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** Rows still waiting, for health checks and tests. */
export async function pendingMailCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return row?.n ?? 0;
}
