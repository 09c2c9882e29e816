import { createCipheriv, randomBytes } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { encryptedStream, getMediaKeys, type MediaType } from '@whiskeysockets/baileys';
import { listenLocally } from '../listen-locally';

/** The fields of a media message that say where its encrypted file is and how to open it. */
export interface UploadedMedia {
  url: string;
  mediaKey: Uint8Array;
  fileSha256: Uint8Array;
  fileEncSha256: Uint8Array;
  fileLength: number;
}

/**
 * WhatsApp's media servers, on loopback: files are encrypted as WhatsApp encrypts them (Baileys'
 * own `encryptedStream`), so the engine's download runs Baileys' real decryption.
 */
export class MediaCdn {
  private readonly files = new Map<string, Buffer>();
  /** What the sending phone still has of each upload, to upload again when asked. */
  private readonly originals = new Map<
    string,
    { bytes: Buffer; mediaType: MediaType; mediaKey: Uint8Array }
  >();
  private server: Server | undefined;
  private base: Promise<string> | undefined;
  /** While set, downloads get no answer; the ones held so far never get one (until close). */
  private stalling = false;
  private readonly stalled: ServerResponse[] = [];

  /** Downloads from now on get no answer, as a server gone quiet, until `serveAgain`. */
  stall(): { serveAgain(): void; dropStalled(): void } {
    this.stalling = true;
    return {
      serveAgain: () => {
        this.stalling = false;
      },
      dropStalled: () => this.dropStalled(),
    };
  }

  /** The downloads held unanswered fail (their connection is cut). */
  private dropStalled(): void {
    for (const response of this.stalled.splice(0)) response.destroy();
  }

  async upload(bytes: Buffer, mediaType: MediaType): Promise<UploadedMedia> {
    const encrypted = await encryptedStream(bytes, mediaType);
    const body = await readFile(encrypted.encFilePath);
    await unlink(encrypted.encFilePath);
    const path = `/v/t62/${randomBytes(12).toString('hex')}.enc`;
    this.files.set(path, body);
    const url = `${await this.origin()}${path}`;
    this.originals.set(url, { bytes, mediaType, mediaKey: encrypted.mediaKey });
    return {
      url,
      mediaKey: encrypted.mediaKey,
      fileSha256: encrypted.fileSha256,
      fileEncSha256: encrypted.fileEncSha256,
      fileLength: encrypted.fileLength,
    };
  }

  /** The file expired on the server: downloads get 410, as WhatsApp answers after some weeks. */
  expire(url: string): void {
    this.files.delete(new URL(url).pathname);
  }

  /**
   * The server serves bytes the message's key does not open: with its own cipher key and IV, one
   * block whose padding is wrong, so Baileys' decryption fails with OpenSSL's "bad decrypt".
   */
  async corrupt(url: string): Promise<void> {
    const original = this.originals.get(url);
    if (!original) throw new Error('fake-whatsapp: no such upload');
    const { cipherKey, iv } = await getMediaKeys(original.mediaKey, original.mediaType);
    const cipher = createCipheriv('aes-256-cbc', cipherKey, iv).setAutoPadding(false);
    const badBlock = Buffer.alloc(16, 0); // a last byte of 0 is never valid PKCS#7 padding
    const mac = randomBytes(10); // Baileys strips the 10-byte MAC without checking it
    this.files.set(new URL(url).pathname, Buffer.concat([cipher.update(badBlock), cipher.final(), mac]));
  }

  /** The sender's phone deleted the file: it cannot upload it again. */
  forget(url: string): void {
    this.originals.delete(url);
  }

  /** The sender's phone uploads the file again (Baileys' media retry): a new URL and key. */
  async reupload(url: string): Promise<UploadedMedia> {
    const original = this.originals.get(url);
    if (!original) throw new Error('fake-whatsapp: the phone no longer has this media');
    return this.upload(original.bytes, original.mediaType);
  }

  async close(): Promise<void> {
    this.dropStalled();
    const server = this.server;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private origin(): Promise<string> {
    this.base ??= (async () => {
      this.server = createServer((request, response) => {
        if (this.stalling) return void this.stalled.push(response);
        const file = this.files.get(request.url ?? '');
        if (!file) return void response.writeHead(410).end();
        response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
      });
      return `http://127.0.0.1:${await listenLocally(this.server)}`;
    })();
    return this.base;
  }
}
