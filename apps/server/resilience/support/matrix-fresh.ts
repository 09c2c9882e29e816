import { ok } from './call-ok';
import type { World } from './matrix-world';
import { postForm } from './post-form';
import { callJson } from './sandbox-account';

/** Inputs that are used up when used: each call of the matrix gets a new one. */
export interface Fresh {
  /** A sheet file uploaded to the owner's token (a run takes it). */
  sheetUpload(): Promise<string>;
  /** The live QR of the CRM user's (unlinked) token. */
  liveQr(): Promise<string>;
  /** A pairing code the Admin's (unlinked) token issued for the owner's phone. */
  pairingCode(): Promise<string>;
  /** An announcement to the owner, a broadcast and a blog post, by the Admin (an edit or delete takes it). */
  announcement(): Promise<number>;
  broadcast(): Promise<number>;
  blogPost(): Promise<number>;
}

/** The fields of a news item as the matrix makes and edits them. */
export const MATRIX_NEWS = [
  ['subject', 'Matrix news'],
  ['description', 'Made by the authorization matrix'],
] as const;

export const SHEET_CSV = {
  filename: 'rows.csv',
  content: 'phone,message\n919800000125,hello\n',
  contentType: 'text/csv',
};

export function freshInputs(world: World): Fresh {
  const api = `${world.base}/api/v1`;
  const { owner, crm, admin } = world;
  let posts = 0;
  return {
    async sheetUpload() {
      const path = `/api/v1/dash/sheets/uploads?insid=${owner.insid}`;
      return (await postForm(world.base, path, owner.auth, [['file', SHEET_CSV]])).uploadId as string;
    },
    async liveQr() {
      return (await ok('qr', callJson(`${api}/dash/wa/qr`, { insid: crm.insid }, crm.auth))).qr as string;
    },
    async announcement() {
      const fields = [...MATRIX_NEWS, ['recipients', owner.uuid]] as const;
      return (await postForm(world.base, '/api/v1/dash/announcement/create', admin.auth, fields))
        .announceID as number;
    },
    async broadcast() {
      return (await postForm(world.base, '/api/v1/dash/broadcast/create', admin.auth, MATRIX_NEWS))
        .broadID as number;
    },
    async blogPost() {
      const fields = [
        ['title', `Matrix post to change ${++posts}`],
        ['content', '<p>Body</p>'],
      ] as const;
      const made = await postForm(world.base, '/api/v1/blogs/create', admin.auth, fields);
      return (made.result as { blogID: number }).blogID;
    },
    async pairingCode() {
      const body = { insid: admin.insid, phone: owner.phone };
      const issued = await ok('pairing code', callJson(`${api}/dash/wa/pairingCode`, body, admin.auth));
      return issued.code as string;
    },
  };
}
