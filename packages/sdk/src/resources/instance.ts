import { type Api, unwrap } from '../http.js';
import type { RequestBody } from '../types.js';

/** The token's WhatsApp session, profile and sending settings: `chatgate.instance`. */
export class Instance {
  constructor(private readonly api: Api) {}

  /** The connection state: whether a phone is linked, and how the session is. */
  state() {
    return unwrap(this.api.GET('/api/v1/instance/state'));
  }

  /** A QR code to link a phone (scan it in WhatsApp, Linked devices). */
  qr() {
    return unwrap(this.api.GET('/api/v1/instance/qr'));
  }

  /** A pairing code to link by phone number instead of a QR code. */
  pairingCode(body: RequestBody<'/api/v1/instance/pairing-code', 'post'>) {
    return unwrap(this.api.POST('/api/v1/instance/pairing-code', { body }));
  }

  logout() {
    return unwrap(this.api.POST('/api/v1/instance/logout'));
  }

  reboot() {
    return unwrap(this.api.POST('/api/v1/instance/reboot'));
  }

  /** What the token's engine can do. */
  capabilities() {
    return unwrap(this.api.GET('/api/v1/instance/capabilities'));
  }

  settings() {
    return unwrap(this.api.GET('/api/v1/instance/settings'));
  }

  updateSettings(body: RequestBody<'/api/v1/instance/settings', 'put'>) {
    return unwrap(this.api.PUT('/api/v1/instance/settings', { body }));
  }

  profile() {
    return unwrap(this.api.GET('/api/v1/instance/profile'));
  }

  updateProfile(body: RequestBody<'/api/v1/instance/profile', 'patch'>) {
    return unwrap(this.api.PATCH('/api/v1/instance/profile', { body }));
  }

  setProfilePicture(body: RequestBody<'/api/v1/instance/profile/picture', 'put'>) {
    return unwrap(this.api.PUT('/api/v1/instance/profile/picture', { body }));
  }

  removeProfilePicture() {
    return unwrap(this.api.DELETE('/api/v1/instance/profile/picture'));
  }

  /** Subscribes to a contact's presence (online, typing), reported as events. */
  subscribePresence(body: RequestBody<'/api/v1/presence/subscribe', 'post'>) {
    return unwrap(this.api.POST('/api/v1/presence/subscribe', { body }));
  }
}
