import { z } from 'zod';
import { NewsItemFields, newsListResponseSchema } from './news';

export const BroadcastMessages = {
  created: 'Broadcast Created',
  found: 'Broadcasts Found',
  oneFound: 'Broadcast Found',
  notFound: 'Broadcast not found',
  updated: 'Broadcast Updated',
  deleted: 'Broadcast Deleted',
} as const;

/** Where a broadcast opens in the dashboard (spec 2.11). */
export const broadcastLink = (broadID: number) => `/dashboard/broadcast?id=${broadID}`;

export const BroadcastCreatedSchema = z.object({ message: z.string(), broadID: z.number().int() });

export const BroadcastSchema = z.object({ broadID: z.number().int(), ...NewsItemFields });
export type Broadcast = z.infer<typeof BroadcastSchema>;

export const BroadcastListResponseSchema = newsListResponseSchema(BroadcastSchema);
export type BroadcastListResponse = z.infer<typeof BroadcastListResponseSchema>;

export const BroadcastResponseSchema = z.object({ message: z.string(), result: BroadcastSchema });
export type BroadcastResponse = z.infer<typeof BroadcastResponseSchema>;
