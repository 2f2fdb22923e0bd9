/** The objects FakeStripe keeps and answers, shaped (in the fields Lectern reads) like Stripe's own. */

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  currency: 'usd';
  amount_subtotal: number;
  amount_total: number;
  customer_email: string | null;
  success_url: string;
  cancel_url: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  /** Only while the session is open, as Stripe's. */
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

/** One line of a session, as Stripe lists it (`GET /v1/checkout/sessions/:id/line_items`). */
export interface FakeLineItem {
  id: string;
  object: 'item';
  description: string;
  quantity: number;
  currency: 'usd';
  amount_subtotal: number;
  amount_total: number;
  price: { id: string; object: 'price'; currency: 'usd'; unit_amount: number; product: string };
}

export interface FakeProduct {
  id: string;
  object: 'product';
  name: string;
  metadata: Record<string, string>;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: 'usd';
  status: 'succeeded';
  latest_charge: string;
  metadata: Record<string, string>;
  transfer_group: string | null;
  created: number;
  livemode: false;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  paid: true;
  status: 'succeeded';
  currency: 'usd';
  payment_intent: string;
  balance_transaction: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  type: 'charge';
  amount: number;
  fee: number;
  net: number;
  currency: 'usd';
  source: string;
  fee_details: { amount: number; currency: 'usd'; type: 'stripe_fee'; description: string }[];
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'usd';
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  reversed: boolean;
  currency: 'usd';
  destination: string;
  source_transaction: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeTransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  currency: 'usd';
  transfer: string;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  country: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  capabilities: { transfers?: 'inactive' | 'active' };
  metadata: Record<string, string>;
  created: number;
}

export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: 'usd';
  charge: string;
  payment_intent: string;
  reason: string;
  status: 'needs_response';
  created: number;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  /** Set on events about a connected account, which Stripe sends to Connect endpoints. */
  account?: string;
  data: { object: object; previous_attributes?: object };
}

/** One event's delivery: how many POSTs it took and the webhook endpoint's last status (null: no answer). */
export interface FakeStripeDelivery {
  eventId: string;
  delivered: boolean;
  attempts: number;
  status: number | null;
}
