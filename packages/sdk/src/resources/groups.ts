import { type Api, sendHeaders, unwrap } from '../http.js';
import type { RequestBody, SendOptions } from '../types.js';

type Participants = RequestBody<'/api/v1/groups/{groupId}/participants/{action}', 'post'>;
type ParticipantAction = 'add' | 'remove' | 'promote' | 'demote';

/** WhatsApp groups the linked phone is in or creates: `chatgate.groups`. */
export class Groups {
  constructor(private readonly api: Api) {}

  create(body: RequestBody<'/api/v1/groups', 'post'>) {
    return unwrap(this.api.POST('/api/v1/groups', { body }));
  }

  list() {
    return unwrap(this.api.GET('/api/v1/groups'));
  }

  /** A group and its participants. */
  get(groupId: string) {
    return unwrap(this.api.GET('/api/v1/groups/{groupId}', { params: { path: { groupId } } }));
  }

  /** Changes the subject, description or settings. */
  update(groupId: string, body: RequestBody<'/api/v1/groups/{groupId}', 'patch'>) {
    return unwrap(this.api.PATCH('/api/v1/groups/{groupId}', { params: { path: { groupId } }, body }));
  }

  /** Adds, removes, promotes or demotes participants. */
  participants(groupId: string, action: ParticipantAction, body: Participants) {
    return unwrap(
      this.api.POST('/api/v1/groups/{groupId}/participants/{action}', {
        params: { path: { groupId, action } },
        body,
      }),
    );
  }

  /** Sends a text to the group. */
  send(groupId: string, body: RequestBody<'/api/v1/groups/{groupId}/send', 'post'>, options?: SendOptions) {
    return unwrap(
      this.api.POST('/api/v1/groups/{groupId}/send', {
        params: { path: { groupId } },
        body,
        headers: sendHeaders(options),
      }),
    );
  }

  invite(groupId: string) {
    return unwrap(this.api.GET('/api/v1/groups/{groupId}/invite', { params: { path: { groupId } } }));
  }

  revokeInvite(groupId: string) {
    return unwrap(this.api.POST('/api/v1/groups/{groupId}/invite/revoke', { params: { path: { groupId } } }));
  }

  /** Joins a group by its invite link or code. */
  join(body: RequestBody<'/api/v1/groups/join', 'post'>) {
    return unwrap(this.api.POST('/api/v1/groups/join', { body }));
  }

  leave(groupId: string) {
    return unwrap(this.api.POST('/api/v1/groups/{groupId}/leave', { params: { path: { groupId } } }));
  }

  setPicture(groupId: string, body: RequestBody<'/api/v1/groups/{groupId}/picture', 'put'>) {
    return unwrap(this.api.PUT('/api/v1/groups/{groupId}/picture', { params: { path: { groupId } }, body }));
  }

  removePicture(groupId: string) {
    return unwrap(this.api.DELETE('/api/v1/groups/{groupId}/picture', { params: { path: { groupId } } }));
  }
}
