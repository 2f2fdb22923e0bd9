import { receiptNumber } from '@lectern/shared-sdk/payments/receipt';
import { receiptMail } from './receipts';

describe('a receipt e-mail', () => {
  it('lists each course at its price with what the coupon took off, the total paid and where to find it again', () => {
    const mail = receiptMail({
      to: 'maya@gmail.com',
      name: 'Maya',
      orderId: 35,
      paidAt: '2026-11-27T10:00:00.000Z',
      mode: 'stripe',
      couponCode: 'QUARTER',
      items: [
        { title: 'Paid Web', priceCents: 3750, discountCents: 1250 },
        { title: 'Paid Data', priceCents: 1950, discountCents: 0 },
      ],
      totalCents: 5700,
      appUrl: 'https://lectern.example',
    });
    expect(mail.to).toBe('maya@gmail.com');
    expect(mail.subject).toBe('Your Lectern receipt LEC-000035');
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Maya,',
        'Receipt LEC-000035',
        'Paid on 27 November 2026',
        'Payment: Card, through Stripe',
        'Paid Web: $50.00',
        '  Coupon QUARTER: -$12.50',
        'Paid Data: $19.50',
        'Total paid: $57.00',
        'A printable receipt: https://lectern.example/student/purchases/35/receipt',
      ]),
    );
    expect(receiptNumber(1234567)).toBe('LEC-1234567');
  });
});
