import { platformFee, shareFee, splitOrder } from './ledger';

describe('splitting an order’s money', () => {
  it('shares a fee in whole cents that add up to it, by what each line cost', () => {
    expect(shareFee(59, [1000, 1000, 1000])).toEqual([20, 20, 19]);
    expect(shareFee(232, [4999, 1950])).toEqual([167, 65]);
    expect(shareFee(30, [1000, 0])).toEqual([30, 0]);
    expect(shareFee(0, [1000, 2000])).toEqual([0, 0]);
    expect(shareFee(30, [0, 0])).toEqual([0, 0]);
    for (const [fee, lines] of [
      [101, [333, 333, 334]],
      [7, [1, 1, 1, 1, 1, 1, 1, 1, 1]],
      [9999, [12345, 1, 99999]],
    ] as const) {
      expect(shareFee(fee, lines).reduce((sum, cents) => sum + cents, 0)).toBe(fee);
    }
  });

  it('takes the platform fee on what was paid after a coupon, rounding half a cent up, and leaves the educator the rest', () => {
    expect(platformFee(4999, 20)).toBe(1000);
    expect(platformFee(1005, 12.5)).toBe(126);
    expect(
      splitOrder(
        [
          { grossCents: 5000, couponCents: 1000 },
          { grossCents: 2000, couponCents: 0 },
        ],
        { paymentFeeCents: 60, platformFeePercent: 20 },
      ),
    ).toEqual([
      { grossCents: 5000, couponCents: 1000, platformFeeCents: 800, paymentFeeCents: 40, netCents: 3160 },
      { grossCents: 2000, couponCents: 0, platformFeeCents: 400, paymentFeeCents: 20, netCents: 1580 },
    ]);
  });
});
