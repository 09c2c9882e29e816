import { SAMPLE_FILES } from '../../test/multipart-form';
import { adminOnly, everyone, type MatrixRow, signedIn, staffOnly } from './matrix-rules';

/** System, accounts, contact, newsletter and blog routes. */
export const PUBLIC_ROWS: MatrixRow[] = [
  { route: 'GET /api/v1/health', expect: everyone(200), request: () => ({ path: '/api/v1/health' }) },
  { route: 'GET /api/v1/metrics', expect: adminOnly(200), request: () => ({ path: '/api/v1/metrics' }) },
  {
    route: 'POST /api/v1/auth/signup',
    expect: everyone(201),
    request: ({ caller }) => ({
      path: '/api/v1/auth/signup',
      body: {
        name: 'New Person',
        username: `mxnew${caller.name}`,
        email: `mxnew${caller.name}@example.com`,
        mobile: '',
        password: 'Str0ng!pass',
      },
    }),
  },
  {
    route: 'POST /api/v1/auth/chkusername',
    expect: everyone(200),
    request: ({ world }) => ({ path: '/api/v1/auth/chkusername', body: { username: world.owner.username } }),
  },
  {
    route: 'POST /api/v1/auth/chkemail',
    expect: everyone(200),
    request: () => ({ path: '/api/v1/auth/chkemail', body: { email: 'mxowner@example.com' } }),
  },
  {
    route: 'GET /api/v1/auth/captcha',
    expect: everyone(200),
    request: () => ({ path: '/api/v1/auth/captcha' }),
  },
  {
    route: 'POST /api/v1/auth/login',
    expect: everyone(200),
    request: ({ world }) => ({
      path: '/api/v1/auth/login',
      body: { username: world.owner.username, password: 'Str0ng!pass' },
    }),
  },
  {
    route: 'POST /api/v1/auth/fetchUser',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/auth/fetchUser', body: {} }),
  },
  {
    route: 'POST /api/v1/auth/logout',
    expect: signedIn(200),
    // Each caller ends a session of its own made for this call, not the one the matrix uses.
    request: async ({ caller, world }) => ({
      path: '/api/v1/auth/logout',
      headers: caller.own ? { authorization: `Bearer ${await world.freshSession(caller.name)}` } : undefined,
    }),
  },
  {
    route: 'POST /api/v1/auth/rePass',
    expect: everyone(200),
    request: ({ world }) => ({ path: '/api/v1/auth/rePass', body: { username: world.owner.username } }),
  },
  {
    route: 'GET /api/v1/auth/reset-password/{token}',
    expect: everyone(400),
    request: () => ({ path: '/api/v1/auth/reset-password/no-such-reset-token' }),
  },
  {
    route: 'POST /api/v1/auth/reset-password/{token}',
    expect: everyone(400),
    request: () => ({
      path: '/api/v1/auth/reset-password/no-such-reset-token',
      body: { password: 'N3w!password', otp: '123456' },
    }),
  },
  {
    route: 'POST /api/v1/auth/resendOtp',
    expect: everyone(400),
    request: () => ({ path: '/api/v1/auth/resendOtp', body: { token: 'no-such-reset-token' } }),
  },
  {
    route: 'GET /api/v1/auth/fetchUsers',
    expect: staffOnly(200),
    request: () => ({ path: '/api/v1/auth/fetchUsers' }),
  },
  // An empty form: public, so everyone gets the same validation answer.
  {
    route: 'POST /api/v1/contact',
    expect: everyone(400),
    request: () => ({ path: '/api/v1/contact', body: {} }),
  },
  {
    route: 'POST /api/v1/newsletter/subscribe',
    expect: everyone(400),
    request: () => ({ path: '/api/v1/newsletter/subscribe', body: {} }),
  },
  {
    route: 'POST /api/v1/newsletter/confirm',
    expect: everyone(400),
    request: () => ({ path: '/api/v1/newsletter/confirm', body: {} }),
  },
  {
    route: 'POST /api/v1/newsletter/unsubscribe',
    expect: everyone(400),
    request: () => ({ path: '/api/v1/newsletter/unsubscribe', body: {} }),
  },
  {
    route: 'POST /api/v1/blogs/create',
    expect: adminOnly(201),
    request: ({ caller }) => ({
      path: '/api/v1/blogs/create',
      form: [
        ['title', `Matrix post by ${caller.name}`],
        ['content', '<p>Body</p>'],
        ['faceImg', { filename: 'c.png', content: SAMPLE_FILES.png, contentType: 'image/png' }],
      ],
    }),
  },
  {
    route: 'GET /api/v1/blogs/images/{fileName}',
    expect: everyone(200),
    request: ({ r }) => ({ path: r.blogImage }),
  },
  { route: 'GET /api/v1/blogs/view', expect: everyone(200), request: () => ({ path: '/api/v1/blogs/view' }) },
  {
    route: 'GET /api/v1/blogs/{id}',
    expect: everyone(200),
    request: ({ r }) => ({ path: `/api/v1/blogs/${r.blogId}` }),
  },
  {
    route: 'PUT /api/v1/blogs/{id}',
    expect: adminOnly(200),
    request: async ({ fresh, caller }) => ({
      path: `/api/v1/blogs/${await fresh.blogPost()}`,
      form: [
        ['title', `Matrix post, changed by ${caller.name}`],
        ['content', '<p>Changed</p>'],
      ],
    }),
  },
  {
    route: 'DELETE /api/v1/blogs/{id}',
    expect: adminOnly(200),
    request: async ({ fresh }) => ({ path: `/api/v1/blogs/${await fresh.blogPost()}` }),
  },
];
