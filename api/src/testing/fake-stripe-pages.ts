/**
 * The pages FakeStripe serves in place of Stripe's own: the hosted checkout and Connect onboarding. Plain forms, so
 * they work without JavaScript and a test can post them with fetch; labelled, so browser tests find them by role.
 */

export interface CheckoutPageLine {
  name: string;
  amountCents: number;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  .note { background: #fff4d6; border: 1px solid #8a6d00; padding: 0.5rem 0.75rem; border-radius: 4px; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: 0.4rem 0; border-bottom: 1px solid #ccc; }
  td:last-child, th:last-child { text-align: right; }
  button { font-size: 1rem; padding: 0.6rem 1.5rem; background: #4b2fd6; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
  a { color: #3a22b0; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const testNote =
  '<p class="note" role="note"><strong>Stripe test page.</strong> No real card is charged: this is Lectern\'s stand-in for Stripe.</p>';

export function checkoutPage(input: {
  lines: CheckoutPageLine[];
  totalCents: number;
  email: string | null;
  payAction: string;
  cancelHref: string | null;
}): string {
  const rows = input.lines.map((line) => `<tr><td>${escapeHtml(line.name)}</td><td>${formatCents(line.amountCents)}</td></tr>`).join('\n');
  const cancel = input.cancelHref ? `<p><a href="${escapeHtml(input.cancelHref)}">Cancel</a> and go back to Lectern</p>` : '';
  return page(
    'Pay Lectern',
    `<h1>Pay Lectern</h1>
${testNote}
${input.email ? `<p>Receipt to ${escapeHtml(input.email)}</p>` : ''}
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Course</th><th scope="col">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total</th><td>${formatCents(input.totalCents)}</td></tr></tfoot>
</table>
<form method="post" action="${escapeHtml(input.payAction)}">
<button type="submit">Pay ${formatCents(input.totalCents)}</button>
</form>
${cancel}`,
  );
}

export function expiredCheckoutPage(): string {
  return page(
    'Checkout expired',
    `<h1>This checkout has expired</h1>\n${testNote}\n<p>Nothing was charged. Go back to Lectern and check out again.</p>`,
  );
}

export function paidCheckoutPage(successHref: string): string {
  return page('Already paid', `<h1>This checkout is already paid</h1>\n${testNote}\n<p><a href="${escapeHtml(successHref)}">Back to Lectern</a></p>`);
}

export function onboardingPage(input: { email: string | null; finishAction: string }): string {
  return page(
    'Set up payouts',
    `<h1>Set up payouts for Lectern</h1>
${testNote}
${input.email ? `<p>Account for ${escapeHtml(input.email)}</p>` : ''}
<p>Stripe would ask here for identity and bank details.</p>
<form method="post" action="${escapeHtml(input.finishAction)}">
<button type="submit">Finish onboarding</button>
</form>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', `<h1>Not found</h1>\n${testNote}\n<p>This link does not lead anywhere at the fake Stripe.</p>`);
}
