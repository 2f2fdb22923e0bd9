import { BRAND } from '@lectern/shared-sdk/core/brand';
import { nextDigestAt } from './digest-time';
import { digestMail, notificationMail } from './mail-templates';
import { isPermanentFailure, messageIdOf, retryDelayMs } from './outbox-sender';
import { unsubscribeTokens } from './unsubscribe-token';

const addresses = { appUrl: 'https://app.lectern.dev', apiUrl: 'https://api.lectern.dev' };

describe('notification mails', () => {
  const mail = notificationMail({
    recipient: { name: 'Grace <Educator>', role: 'educator' },
    notification: {
      kind: 'course_sent_back',
      title: 'Your course “Rust & <script>” was sent back',
      body: 'Reason: the <b>videos</b> are "missing"\nPlease add them.',
      link: '/educator/courses/12',
    },
    addresses,
    token: 'TOKEN',
  });

  it('has the title as its subject, a text part and an HTML part with the same words', () => {
    expect(mail.subject).toBe('Your course “Rust & <script>” was sent back');
    expect(mail.text).toContain('Hello Grace <Educator>,');
    expect(mail.text).toContain('Reason: the <b>videos</b> are "missing"\nPlease add them.');
    expect(mail.text).toContain('Open in Lectern: https://app.lectern.dev/educator/courses/12');
    expect(mail.html).toContain('<table role="presentation"');
    expect(mail.html).toContain(BRAND.primary);
    expect(mail.html).toContain('>Lectern</td>');
  });

  it('escapes what people wrote in the HTML part', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>videos');
    expect(mail.html).toContain('Rust &amp; &lt;script&gt;');
    expect(mail.html).toContain('the &lt;b&gt;videos&lt;/b&gt; are &quot;missing&quot;<br>Please add them.');
    expect(mail.html).toContain('Hello Grace &lt;Educator&gt;,');
  });

  it('has a button to the thing in the app, and a footer that says why, with unsubscribe and settings links', () => {
    expect(mail.html).toMatch(/<a href="https:\/\/app\.lectern\.dev\/educator\/courses\/12"[^>]*>Open in Lectern<\/a>/);
    expect(mail.text).toContain('because “Course sent back” e-mails are on');
    expect(mail.text).toContain('Unsubscribe from “Course sent back” e-mails: https://app.lectern.dev/unsubscribe?key=TOKEN');
    expect(mail.text).toContain('Notification settings: https://app.lectern.dev/educator/notifications/settings');
    expect(mail.html).toContain('href="https://app.lectern.dev/unsubscribe?key=TOKEN"');
    expect(mail.html).toContain('>Notification settings</a>');
  });

  it('carries the one-click unsubscribe headers of RFC 8058, to the API', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://api.lectern.dev/api/notifications/unsubscribe?token=TOKEN>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('links only paths of the app, never another site', () => {
    for (const link of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      const other = notificationMail({
        recipient: { name: 'A', role: 'student' },
        notification: { kind: 'receipt', title: 'T', body: 'B', link },
        addresses,
        token: 'T',
      });
      expect(other.html).not.toContain('evil.example');
      expect(other.html).not.toContain('javascript:');
      expect(other.text).not.toContain('Open in Lectern');
    }
  });

  it('gathers a day into one digest, with an unsubscribe link per kind', () => {
    const digest = digestMail({
      recipient: { name: 'Grace', role: 'educator' },
      notifications: [
        { kind: 'new_enrollment', title: 'Ada enrolled in “Rust”', body: 'Free course', link: '/educator/courses/1' },
        { kind: 'new_enrollment', title: 'Bo bought “Go”', body: '$10', link: '/educator/courses/2' },
        { kind: 'new_review', title: 'A new review of “Go”', body: '5 stars <3', link: null },
      ],
      addresses,
      tokenFor: (kind) => `token-${kind}`,
    });
    expect(digest.subject).toBe('Your daily summary: 3 notifications');
    expect(digest.text).toContain('* Ada enrolled in “Rust”\n  Free course\n  https://app.lectern.dev/educator/courses/1');
    expect(digest.text).toContain('* A new review of “Go”\n  5 stars <3');
    expect(digest.html).toContain('5 stars &lt;3');
    expect(digest.text).toContain(
      'Unsubscribe from “New enrollments and sales” e-mails: https://app.lectern.dev/unsubscribe?key=token-new_enrollment',
    );
    expect(digest.text).toContain('Unsubscribe from “New reviews” e-mails: https://app.lectern.dev/unsubscribe?key=token-new_review');
    // The header names one address: the kind most of the digest is of.
    expect(digest.headers['List-Unsubscribe']).toBe('<https://api.lectern.dev/api/notifications/unsubscribe?token=token-new_enrollment>');
  });
});

describe('unsubscribe tokens', () => {
  const tokens = unsubscribeTokens('a'.repeat(40));

  it('name the person and the kind they were made for', () => {
    expect(tokens.verify(tokens.sign({ userId: 42, kind: 'new_review' }))).toEqual({ userId: 42, kind: 'new_review' });
  });

  it('refuse a tampered token, another secret’s token and garbage', () => {
    const token = tokens.sign({ userId: 42, kind: 'new_review' });
    expect(tokens.verify(token.replace('42.', '43.'))).toBeNull();
    expect(tokens.verify(token.replace('new_review', 'new_question'))).toBeNull();
    const signature = token.split('.')[2] ?? '';
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(tokens.verify(`42.new_review.${flipped}`)).toBeNull();
    expect(unsubscribeTokens('b'.repeat(40)).verify(token)).toBeNull();
    for (const garbage of ['', 'x', '42.toString.abc', '42.__proto__.' + 'A'.repeat(43), `0.new_review.${signature}`, `${token}\u0000`]) {
      expect(tokens.verify(garbage)).toBeNull();
    }
  });
});

describe('the outbox’s rules', () => {
  it('backs off exponentially, with jitter, up to a ceiling', () => {
    expect(retryDelayMs(1, () => 0)).toBe(15_000);
    expect(retryDelayMs(1, () => 1)).toBe(30_000);
    expect(retryDelayMs(3, () => 1)).toBe(120_000);
    expect(retryDelayMs(30, () => 1)).toBe(6 * 3600_000);
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(4)));
    expect(delays.size).toBeGreaterThan(1);
  });

  it('gives up at once only on a permanent (5xx) SMTP answer', () => {
    expect(isPermanentFailure(Object.assign(new Error('550 no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('451 try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toBe(false);
  });

  it('makes a Message-ID of the idempotency key', () => {
    expect(messageIdOf('notification:12', 'app.lectern.dev')).toBe('<notification.12@app.lectern.dev>');
    expect(messageIdOf('digest:5:2026-11-28', 'app.lectern.dev')).toBe('<digest.5.2026-11-28@app.lectern.dev>');
  });

  it('sends digests at the next 07:00 UTC', () => {
    expect(nextDigestAt(new Date('2026-11-28T06:59:59.000Z')).toISOString()).toBe('2026-11-28T07:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-28T07:00:00.000Z')).toISOString()).toBe('2026-11-29T07:00:00.000Z');
    expect(nextDigestAt(new Date('2026-12-31T23:00:00.000Z')).toISOString()).toBe('2027-01-01T07:00:00.000Z');
  });
});
