import {
  BillingMessages,
  CheckoutResultSchema,
  PaymentHistoryResponseSchema,
  PaymentOrderRequestSchema,
  PaymentOrderResponseSchema,
  PaymentReceiptSchema,
  PaymentVerifiedSchema,
  SandboxCheckoutRequestSchema,
  SandboxCheckoutResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import { type BillingDeps, createOrder, sandboxCheckout, verifyCheckout } from './billing.service';
import { paymentHistory, paymentReceipt } from './payment-history';
import type { SandboxProvider } from './sandbox-provider';

const tags = ['billing'];

/** Orders, checkout verification, history and receipts, under /api/v1/dash/payment. */
export const billingRoutes: FastifyPluginAsyncZod<BillingDeps & { sandbox: SandboxProvider | null }> = async (
  app,
  deps,
) => {
  guardEveryRoute(app, app.requireUser);
  const caller = (request: { user: AuthenticatedUser | null }) => request.user as AuthenticatedUser;

  app.post(
    '/order',
    {
      schema: {
        operationId: 'createPaymentOrder',
        summary: 'Create a payment order for a plan',
        tags,
        body: PaymentOrderRequestSchema,
        // 409: the token is active already, or the order was paid.
        response: { 200: PaymentOrderResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => createOrder(deps, caller(request), request.body),
  );

  app.post(
    '/verify',
    {
      schema: {
        operationId: 'verifyPayment',
        summary: 'Verify a completed checkout',
        tags,
        body: CheckoutResultSchema,
        response: { 200: PaymentVerifiedSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => verifyCheckout(deps, caller(request), request.body),
  );

  app.post(
    '/sandbox',
    {
      schema: {
        operationId: 'paySandboxOrder',
        summary: 'Pay an order with the sandbox provider',
        tags,
        body: SandboxCheckoutRequestSchema,
        response: { 200: SandboxCheckoutResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      if (!deps.sandbox) throw conflict(BillingMessages.sandboxOnly);
      return sandboxCheckout(deps, deps.sandbox, caller(request), request.body);
    },
  );

  app.post(
    '/history',
    {
      schema: {
        operationId: 'listPayments',
        summary: "List the user's payments",
        tags,
        response: { 200: PaymentHistoryResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => paymentHistory(deps.db, caller(request)),
  );

  app.get(
    '/receipt',
    {
      schema: {
        operationId: 'getPaymentReceipt',
        summary: "Get a payment's receipt",
        tags,
        querystring: z.object({ paymentId: z.string().min(1).max(100) }),
        response: { 200: PaymentReceiptSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => paymentReceipt(deps.db, caller(request), request.query.paymentId),
  );
};
