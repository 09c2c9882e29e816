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
}

export const SHEET_CSV = {
  filename: 'rows.csv',
  content: 'phone,message\n919800000125,hello\n',
  contentType: 'text/csv',
};

export function freshInputs(world: World): Fresh {
  const api = `${world.base}/api/v1`;
  const { owner, crm, admin } = world;
  return {
    async sheetUpload() {
      const path = `/api/v1/dash/sheets/uploads?insid=${owner.insid}`;
      return (await postForm(world.base, path, owner.auth, [['file', SHEET_CSV]])).uploadId as string;
    },
    async liveQr() {
      return (await ok('qr', callJson(`${api}/dash/wa/qr`, { insid: crm.insid }, crm.auth))).qr as string;
    },
    async pairingCode() {
      const body = { insid: admin.insid, phone: owner.phone };
      const issued = await ok('pairing code', callJson(`${api}/dash/wa/pairingCode`, body, admin.auth));
      return issued.code as string;
    },
  };
}
