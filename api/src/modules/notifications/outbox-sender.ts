import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationKind } from '@lectern/shared-sdk/notifications/domain';
import type { MailOutboxConfig } from '../../config/env';
import type { DialectName } from '../../db/client';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../plugins/mail';
import { digestMail, type MailAddresses, type RenderedMail } from './mail-templates';
import { preferencesFor } from './preferences';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** The sender's knobs (MAIL_OUTBOX_* in env-schema.ts; see MailOutboxConfig for each). */
export type OutboxSettings = MailOutboxConfig;

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = { pollMs: 1000, leaseMs: 120_000, maxAttempts: 8, concurrency: 8 };

/** Sent mail is kept this long (what was sent to whom, for support), then pruned. */
export const KEEP_SENT_MS = 30 * 24 * 3600_000;
/** How often the digests are swept and old rows pruned. */
const SWEEP_EVERY_MS = 60_000;
const PRUNE_EVERY_MS = 3600_000;
/** A retry waits 30 s, then 1, 2, 4… minutes, at most 6 h, each drawn between half and all of that (jitter). */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 6 * 3600_000;
const LAST_ERROR_MAX = 1000;

/** When the `attempts`-th failed attempt's retry may go: exponential, capped, with jitter so a crowd of retries spreads out. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** An SMTP server's permanent refusal (5xx: no such mailbox, refused as spam…): trying again would get the same answer. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A Message-ID (`<id-left@id-right>`) made of the outbox row's idempotency key: the same mail always has the same one. */
export function messageIdOf(idempotencyKey: string, host: string): string {
  return `<${idempotencyKey.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/g, '.')}@${host}>`;
}

/** The UTC day of a date, `2026-11-28`: a person's digest of that day has one idempotency key. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const digestMailKey = (userId: number, day: string) => `digest:${userId}:${day}`;

/** A mail for the outbox: its key (unique; its Message-ID), who it goes to, and what it says. */
export interface QueuedMail {
  key: string;
  userId: number;
  kind: NotificationKind | 'digest';
  to: string;
  mail: RenderedMail;
  /** When it was queued: it is due at once. */
  at: string;
}

const outboxRow = ({ key, userId, kind, to, mail, at }: QueuedMail) => ({
  idempotency_key: key,
  user_id: userId,
  kind,
  to_address: to,
  subject: mail.subject,
  text_body: mail.text,
  html_body: mail.html,
  headers: JSON.stringify(mail.headers),
  created_at: at,
  send_after: at,
});

/**
 * Queues a mail inside the caller's transaction; a key already queued queues nothing (a retried request, a digest
 * swept twice). Resolves to the new row's id, or undefined when the key was there.
 */
export async function queueMail(db: Kysely<Database>, queued: QueuedMail): Promise<number | undefined> {
  const inserted = await db
    .insertInto('mail_outbox')
    .values(outboxRow(queued))
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Queues several mails in one statement, as queueMail queues one (a key already queued is left as it was). */
export async function queueMails(db: Kysely<Database>, queued: readonly QueuedMail[]): Promise<void> {
  if (queued.length === 0) return;
  await db
    .insertInto('mail_outbox')
    .values(queued.map(outboxRow))
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

interface ClaimedMail {
  id: number;
  idempotency_key: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  attempts: number;
}

export interface OutboxSenderDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  now: Clock;
  log: FastifyBaseLogger;
  settings: OutboxSettings;
  /** The digests' links and tokens. */
  addresses: MailAddresses;
  tokens: UnsubscribeTokens;
  /** The right-hand side of the Message-IDs (the app's host name). */
  messageIdHost: string;
}

const claimedColumns = ['id', 'idempotency_key', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'attempts'] as const;

/**
 * The outbox's sender: claims due rows with a lease, sends them through the mailer a few at a time, and records each
 * outcome. Several instances share one outbox: on PostgreSQL a claim skips the rows another sender has locked
 * (`for update skip locked`), on SQLite one `update … returning` statement claims; a row is sent by whoever holds its
 * lease, and a lease is renewed, and checked, just before its send starts.
 *
 * A crash loses nothing: a row is marked sent only after the SMTP server took it, so a sender that dies leaves its
 * rows leased until the lease runs out (or until it starts again on the same host and port: see releasePredecessor),
 * and they are sent again. The SMTP server may then get a mail twice only if the crash fell between its answer and the
 * row's update; the Message-ID, made of the idempotency key, is the same both times.
 */
export class OutboxSender {
  /** This process's name in `locked_by`: set when it starts (host, port, process and a random part). */
  instanceId = '';
  private running: Promise<void> | undefined;
  private stopping = false;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private readonly inFlight = new Set<number>();
  private lastSweep = 0;
  private lastPrune = 0;
  /** How many mails this instance sent (tests compare instances). */
  sentCount = 0;

  constructor(private readonly deps: OutboxSenderDeps) {}

  /** Starts polling (once). */
  start(instanceId: string): void {
    if (this.running) return;
    this.instanceId = instanceId;
    this.stopping = false;
    this.running = this.loop();
  }

  get started(): boolean {
    return this.running !== undefined;
  }

  /** This instance queued mail: look now rather than at the next poll (also right after its transaction commits). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Stops claiming, waits up to `waitMs` for the sends in flight, then gives back every row it holds that has not
   * started (another instance, or this one's successor, sends them without waiting out the lease).
   */
  async stop(waitMs: number): Promise<void> {
    if (!this.running) return;
    this.stopping = true;
    this.wakeUp?.();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    try {
      await this.releaseUnstarted();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'the outbox could not give back its unsent mail: it is sent once its lease runs out');
    }
    this.running = undefined;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let claimed = 0;
      try {
        await this.housekeeping();
        claimed = await this.runOnce();
      } catch (error) {
        this.deps.log.warn({ err: error }, 'the outbox sender failed a round: it tries again at its next poll');
      }
      // A full batch means more may be waiting: go on at once.
      if (claimed < this.batchSize && !this.stopping) await this.sleep(this.deps.settings.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        this.woken = false;
        done();
      };
    });
  }

  private get batchSize(): number {
    return this.deps.settings.concurrency * 4;
  }

  private async housekeeping(): Promise<void> {
    const now = this.deps.now().getTime();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.sweepDigests();
    }
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.prune();
    }
  }

  /** Claims a batch of due mail and sends it, `concurrency` at a time; answers how many rows it claimed. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim(this.batchSize);
    const queue = [...claimed];
    const worker = async () => {
      for (let mail = queue.shift(); mail && !this.stopping; mail = queue.shift()) {
        // One row's trouble (the database gone for a moment) is not the batch's: its lease runs out and it comes back.
        await this.sendOne(mail).catch((error: unknown) =>
          this.deps.log.warn({ err: error, outboxId: mail?.id }, 'a mail could not be sent or recorded'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.deps.settings.concurrency, queue.length) }, worker));
    return claimed.length;
  }

  /** Leases up to `limit` due rows to this instance. */
  async claim(limit: number): Promise<ClaimedMail[]> {
    const { db, dialect, settings } = this.deps;
    const now = this.deps.now();
    const iso = now.toISOString();
    const until = new Date(now.getTime() + settings.leaseMs).toISOString();
    const due = (table: Kysely<Database>) =>
      table
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('send_after', '<=', iso)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso)]))
        .orderBy('send_after')
        .orderBy('id')
        .limit(limit);
    if (dialect === 'postgres') {
      // A short transaction: the rows another sender is claiming are skipped, not waited for.
      return db.transaction().execute(async (trx) => {
        const ids = (await due(trx).forUpdate().skipLocked().execute()).map((row) => row.id);
        if (ids.length === 0) return [];
        return trx
          .updateTable('mail_outbox')
          .set({ locked_by: this.instanceId, locked_until: until })
          .where('id', 'in', ids)
          .returning(claimedColumns)
          .execute();
      });
    }
    // SQLite: one statement is atomic, so no other claim sees the rows between its choice and its update.
    return db
      .updateTable('mail_outbox')
      .set({ locked_by: this.instanceId, locked_until: until })
      .where('id', 'in', due(db))
      .returning(claimedColumns)
      .execute();
  }

  private async sendOne(mail: ClaimedMail): Promise<void> {
    const { db, settings, mailer, log } = this.deps;
    // The lease is renewed, and found still ours, as the send starts: a row whose lease ran out while it waited in
    // the batch may already be another sender's.
    const start = this.deps.now();
    const renewed = await db
      .updateTable('mail_outbox')
      .set({ locked_until: new Date(start.getTime() + settings.leaseMs).toISOString() })
      .where('id', '=', mail.id)
      .where('locked_by', '=', this.instanceId)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!renewed) return;
    this.inFlight.add(mail.id);
    try {
      try {
        await mailer.send({
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          headers: JSON.parse(mail.headers) as Record<string, string>,
          messageId: messageIdOf(mail.idempotency_key, this.deps.messageIdHost),
        });
      } catch (error) {
        await this.recordFailure(mail, error);
        return;
      }
      const sentAt = this.deps.now().toISOString();
      await db
        .updateTable('mail_outbox')
        // `locked_by` stays: which instance sent a mail is worth knowing when one is asked about.
        .set((eb) => ({ sent_at: sentAt, attempts: eb('attempts', '+', 1), last_error: null, locked_until: null }))
        .where('id', '=', mail.id)
        .execute();
      this.sentCount += 1;
    } catch (error) {
      // The mail left but its row could not say so: it is sent again once the lease runs out, with the same Message-ID.
      log.error({ err: error, outboxId: mail.id }, 'a sent mail could not be marked sent');
    } finally {
      this.inFlight.delete(mail.id);
    }
  }

  private async recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const { db, settings, log } = this.deps;
    const attempts = mail.attempts + 1;
    const permanent = isPermanentFailure(error);
    const giveUp = permanent || attempts >= settings.maxAttempts;
    const now = this.deps.now();
    const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX);
    await db
      .updateTable('mail_outbox')
      .set({
        attempts,
        last_error: message,
        locked_by: null,
        locked_until: null,
        send_after: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        failed_at: giveUp ? now.toISOString() : null,
      })
      .where('id', '=', mail.id)
      .execute();
    const fields = { outboxId: mail.id, attempts, err: error };
    if (giveUp)
      log.error(fields, permanent ? 'the SMTP server refused a mail for good: it is not sent' : `a mail failed ${attempts} times: it is given up`);
    else log.warn(fields, 'a mail could not be sent: it is tried again later');
  }

  /** Gives back the rows this instance holds and has not started sending. */
  private async releaseUnstarted(): Promise<void> {
    const inFlight = [...this.inFlight];
    await this.deps.db
      .updateTable('mail_outbox')
      .set({ locked_by: null, locked_until: null })
      .where('locked_by', '=', this.instanceId)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .$if(inFlight.length > 0, (qb) => qb.where('id', 'not in', inFlight))
      .execute();
  }

  /**
   * Frees the leases of a process that held this instance's host and port before it (`<host>:<port>#…`): only one
   * process listens on a port, and a sender stops before its server lets the port go (preClose), so such a lease is
   * a dead process's (`kill -9`, a crash), and its mail need not wait for the lease to run out.
   */
  async releasePredecessor(prefix: string): Promise<number> {
    const result = await this.deps.db
      .updateTable('mail_outbox')
      .set({ locked_by: null, locked_until: null })
      .where(sql<string>`substr(locked_by, 1, ${prefix.length})`, '=', prefix)
      .where('locked_by', '!=', this.instanceId)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * The daily digests: every notification whose digest time has come becomes part of one mail per person, queued in
   * one transaction with the notifications marked digested. A kind whose mail its person turned off since is left
   * out. A person's digest of a day has one key: what becomes due later that day (rare: all wait for the same hour)
   * waits for the next day's digest rather than making a second mail.
   */
  async sweepDigests(): Promise<number> {
    const { db, dialect, addresses, tokens } = this.deps;
    const now = this.deps.now();
    const iso = now.toISOString();
    return db.transaction().execute(async (trx) => {
      const waiting = await trx
        .selectFrom('notifications')
        .select(['id', 'user_id', 'kind', 'title', 'body', 'link'])
        .where('digest_at', '<=', iso)
        .where('digested_at', 'is', null)
        .orderBy('user_id')
        .orderBy('created_at')
        .orderBy('id')
        .limit(5000)
        .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
        .execute();
      if (waiting.length === 0) return 0;
      const byUser = new Map<number, typeof waiting>();
      for (const row of waiting) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
      const users = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'deleted_at'])
        .where('id', 'in', [...byUser.keys()])
        .execute();
      const userById = new Map(users.map((user) => [user.id, user]));
      let queued = 0;
      for (const [userId, rows] of byUser) {
        const user = userById.get(userId);
        const wanted: typeof rows = [];
        if (user && user.deleted_at === null) {
          for (const kind of new Set(rows.map((row) => row.kind))) {
            const preference = (await preferencesFor(trx, [userId], kind)).get(userId);
            if (preference?.email && NOTIFICATION_KINDS[kind].role === user.role) wanted.push(...rows.filter((row) => row.kind === kind));
          }
        }
        if (user && wanted.length > 0) {
          const mail = digestMail({
            recipient: { name: user.name, role: user.role },
            notifications: wanted,
            addresses,
            tokenFor: (kind: NotificationKind) => tokens.sign({ userId, kind }),
          });
          const inserted = await queueMail(trx, { key: digestMailKey(userId, dayOf(now)), userId, kind: 'digest', to: user.email, mail, at: iso });
          if (inserted === undefined) continue;
          queued += 1;
        }
        await trx
          .updateTable('notifications')
          .set({ digested_at: iso })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
      }
      return queued;
    });
  }

  /** Deletes sent mail older than KEEP_SENT_MS; mail given up is kept for someone to look into. */
  async prune(): Promise<number> {
    const before = new Date(this.deps.now().getTime() - KEEP_SENT_MS).toISOString();
    const result = await this.deps.db.deleteFrom('mail_outbox').where('sent_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
