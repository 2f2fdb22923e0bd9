/**
 * Goes to an address the API answered: one of ours (the test checkout, the Earnings page after a test payout account)
 * is opened by the router; a provider's (Stripe's payment or onboarding page) is another site, which the whole window
 * goes to.
 */
export function goToAddress(url: string, navigate: (to: string) => unknown): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
  else window.location.assign(target.href);
}
