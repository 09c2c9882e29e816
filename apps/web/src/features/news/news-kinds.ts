import {
  AnnouncementMessages,
  announcementLink,
  BroadcastMessages,
  broadcastLink,
} from '@chatgate/contracts';

/** Announcements go to chosen users; broadcasts to everyone (spec 2.11). */
export type NewsKind = 'announcement' | 'broadcast';

export interface NewsTexts {
  singular: string;
  plural: string;
  createTitle: string;
  viewTitle: string;
  /** The dialog after a successful create (spec 8). */
  createdTitle: string;
  listPath: string;
  /** The creation page (Admin and CRM; the side bar names it to Admin only, spec 2.7). */
  createPath: string;
  /** The detail page of one item (spec 2.11). */
  link: (id: number) => string;
  editTitle: string;
  /** The edit page of one item (Admin and CRM). */
  editLink: (id: number) => string;
  /** The dialog after a successful edit. */
  updatedTitle: string;
  /** The delete confirmation's sentence. */
  deleteText: string;
  empty: string;
  emptyHint: string;
  /** When Admin and CRM see more than the hint above says (every announcement, not only theirs). */
  staffEmptyHint?: string;
  notFound: string;
}

export const NEWS_TEXTS: Record<NewsKind, NewsTexts> = {
  announcement: {
    singular: 'Announcement',
    plural: 'Announcements',
    createTitle: 'Create New Announcement',
    viewTitle: 'View Announcements',
    createdTitle: AnnouncementMessages.createdTitle,
    listPath: '/dashboard/view-announcements',
    createPath: '/dashboard/create-announcement',
    link: announcementLink,
    editTitle: 'Edit Announcement',
    editLink: (id) => `/dashboard/edit-announcement?id=${id}`,
    updatedTitle: AnnouncementMessages.updated,
    deleteText:
      'It disappears for every recipient, with its notifications and attachment. This action cannot be undone.',
    empty: 'No announcements yet.',
    emptyHint: 'Announcements addressed to you appear here, newest first.',
    staffEmptyHint: 'Every announcement, whoever it went to, appears here, newest first.',
    notFound: AnnouncementMessages.notFound,
  },
  broadcast: {
    singular: 'Broadcast',
    plural: 'Broadcasts',
    createTitle: 'Create New Broadcast',
    viewTitle: 'View Broadcasts',
    createdTitle: BroadcastMessages.created,
    listPath: '/dashboard/view-broadcasts',
    createPath: '/dashboard/create-broadcast',
    link: broadcastLink,
    editTitle: 'Edit Broadcast',
    editLink: (id) => `/dashboard/edit-broadcast?id=${id}`,
    updatedTitle: BroadcastMessages.updated,
    deleteText: 'It disappears for every user, with its attachment. This action cannot be undone.',
    empty: 'No broadcasts yet.',
    emptyHint: 'News for every Chatgate user appears here, newest first.',
    notFound: BroadcastMessages.notFound,
  },
};

export const newsKeys = {
  all: (kind: NewsKind) => ['news', kind] as const,
  lists: (kind: NewsKind) => ['news', kind, 'list'] as const,
  list: (kind: NewsKind, page: number) => ['news', kind, 'list', page] as const,
  item: (kind: NewsKind, id: string) => ['news', kind, 'item', id] as const,
  users: ['news', 'users'] as const,
};
