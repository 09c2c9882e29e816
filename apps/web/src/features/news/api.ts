import {
  type Announcement,
  AnnouncementCreatedSchema,
  AnnouncementListResponseSchema,
  AnnouncementResponseSchema,
  type Broadcast,
  BroadcastCreatedSchema,
  BroadcastListResponseSchema,
  BroadcastResponseSchema,
  FetchUsersResponseSchema,
  MessageResponseSchema,
  type Role,
} from '@chatgate/contracts';
import { api, apiDownload, apiRequest, type Parser } from '../../lib/api-client';
import { downloadBlob } from '../../lib/download-blob';
import type { NewsKind } from './news-kinds';

/** An announcement or a broadcast, under one id name. */
export interface NewsItem {
  id: number;
  subject: string;
  /** Plain text, never HTML. */
  description: string;
  fileName: string | null;
  originalFileName: string | null;
  issueDate: string;
  read: boolean;
  /** An announcement's recipients (user ids), told to Admin and CRM only. */
  recipients?: string[];
  /** How many of an announcement's addressees opened it, for staff it was not sent to. */
  readers?: { read: number; of: number };
}

export interface NewsPage {
  items: NewsItem[];
  total: number;
  page: number;
  pageSize: number;
}

interface ListAnswer<T> {
  result: { result: T[]; total: number; page: number; pageSize: number };
}

const fromAnnouncement = ({ announceID, ...rest }: Announcement): NewsItem => ({ id: announceID, ...rest });
const fromBroadcast = ({ broadID, ...rest }: Broadcast): NewsItem => ({ id: broadID, ...rest });

const pageParser = <T>(schema: Parser<ListAnswer<T>>, toItem: (item: T) => NewsItem): Parser<NewsPage> => ({
  parse: (data) => {
    const { result, total, page, pageSize } = schema.parse(data).result;
    return { items: result.map(toItem), total, page, pageSize };
  },
});

const itemParser = <T>(
  schema: Parser<{ result: T; recipients?: string[] }>,
  toItem: (item: T) => NewsItem,
): Parser<NewsItem> => ({
  parse: (data) => {
    const { result, recipients } = schema.parse(data);
    return recipients ? { ...toItem(result), recipients } : toItem(result);
  },
});

const ENDPOINTS: Record<
  NewsKind,
  {
    base: string;
    files: string;
    page: Parser<NewsPage>;
    item: Parser<NewsItem>;
    created: Parser<{ message: string }>;
  }
> = {
  announcement: {
    base: '/dash/announcement',
    files: 'announceFiles',
    page: pageParser(AnnouncementListResponseSchema, fromAnnouncement),
    item: itemParser(AnnouncementResponseSchema, fromAnnouncement),
    created: AnnouncementCreatedSchema,
  },
  broadcast: {
    base: '/dash/broadcast',
    files: 'broadcastFiles',
    page: pageParser(BroadcastListResponseSchema, fromBroadcast),
    item: itemParser(BroadcastResponseSchema, fromBroadcast),
    created: BroadcastCreatedSchema,
  },
};

/** The view calls send the user's uuid and role (spec 6, 7.2); the server decides by the session. */
export interface NewsViewer {
  uuid?: string;
  role?: Role;
}

/** The announcement and broadcast calls of spec 7.2. */
export const newsApi = {
  list: (kind: NewsKind, viewer: NewsViewer, page: number, signal?: AbortSignal) => {
    const { base, page: schema } = ENDPOINTS[kind];
    return api.post(`${base}/view`, { ...viewer, page }, { schema, signal });
  },
  get: (kind: NewsKind, id: string, signal?: AbortSignal) => {
    const { base, item } = ENDPOINTS[kind];
    return api.get(`${base}/${encodeURIComponent(id)}`, { schema: item, signal });
  },
  /** Multipart: subject, description, the optional file (and an announcement's recipients). */
  create: (kind: NewsKind, form: FormData) => {
    const { base, created } = ENDPOINTS[kind];
    return api.post(`${base}/create`, form, { schema: created });
  },
  /** Multipart as create, plus removeFile; Admin and CRM. */
  update: (kind: NewsKind, id: number, form: FormData) => {
    const { base, created } = ENDPOINTS[kind];
    return apiRequest(`${base}/${id}`, { method: 'PUT', body: form, schema: created });
  },
  /** Admin and CRM: it leaves every list, badge and notification. */
  remove: (kind: NewsKind, id: number) =>
    apiRequest(`${ENDPOINTS[kind].base}/${id}`, { method: 'DELETE', schema: MessageResponseSchema }),
  /** Fetches the attachment with the session's token and saves it under its uploaded name. */
  download: async (kind: NewsKind, item: Pick<NewsItem, 'fileName' | 'originalFileName'>) => {
    if (!item.fileName) return;
    const { base, files } = ENDPOINTS[kind];
    const { blob } = await apiDownload(`${base}/${files}/${encodeURIComponent(item.fileName)}`);
    downloadBlob(blob, item.originalFileName || item.fileName);
  },
  /** Who can receive an announcement (Admin and CRM only). */
  users: (signal?: AbortSignal) => api.get('/auth/fetchUsers', { schema: FetchUsersResponseSchema, signal }),
};
