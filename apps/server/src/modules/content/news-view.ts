import { PAGE_SIZE } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { IncomingFile } from '../uploads/uploads.service';

/** What the announcement and broadcast routes need: the database and where uploads are kept. */
export interface ContentDeps {
  db: Db;
  dataDir: string;
}

/** A content form as readMultipart gives it. */
export interface ContentForm {
  fields: Record<string, string[]>;
  files: Record<string, IncomingFile>;
}

/** An announcement or broadcast row joined with its upload and the caller's read state. */
export interface NewsRow {
  id: number;
  subject: string;
  description: string;
  createdAt: Date;
  fileName: string | null;
  originalName: string | null;
  read: boolean;
}

/** The fields announcements and broadcasts share in the API (contracts' NewsItemFields). */
export const newsFields = (row: NewsRow) => ({
  subject: row.subject,
  description: row.description,
  fileName: row.fileName,
  originalFileName: row.originalName,
  issueDate: row.createdAt.toISOString(),
  read: row.read,
});

/** The view calls' page window: PAGE_SIZE items a page (spec 2.11). */
export const pageWindow = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

/** The view calls' envelope: {result: {message, result, total, page, pageSize}}. */
export const newsPage = <T>(message: string, result: T[], total: number, page: number) => ({
  result: { message, result, total, page, pageSize: PAGE_SIZE },
});
