/**
 * Ways of writing "the parent folder" in a URL path that file servers have fallen for: plain,
 * percent-encoded, double-encoded, overlong UTF-8, backslashes, NUL bytes, absolute paths.
 * Each names `secret.txt` one or two folders up, or /etc/passwd.
 */
export const TRAVERSALS = [
  '../secret.txt',
  '../../secret.txt',
  '../../../../../../../../etc/passwd',
  '..%2fsecret.txt',
  '..%2f..%2fsecret.txt',
  '%2e%2e/secret.txt',
  '%2e%2e%2fsecret.txt',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '.%2e/.%2e/secret.txt',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fsecret.txt',
  '..%252f..%252fsecret.txt',
  '..\\secret.txt',
  '..\\..\\secret.txt',
  '..%5csecret.txt',
  '..%5c..%5c..%5c..%5c..%5c..%5cetc%5cpasswd',
  '..%00/secret.txt',
  'secret.txt%00.png',
  '%00../secret.txt',
  '..\u0000/secret.txt',
  '..%c0%afsecret.txt',
  '%c0%ae%c0%ae/secret.txt',
  '%uff0e%uff0e/secret.txt',
  '....//secret.txt',
  '....\\\\secret.txt',
  '..;/secret.txt',
  '/etc/passwd',
  '%2fetc%2fpasswd',
  '//etc/passwd',
] as const;

/** The file routes, with `{p}` where the file's name (or id) goes in the path. */
export const FILE_ROUTES = [
  '/{p}',
  '/assets/{p}',
  '/api/v1/blogs/images/{p}',
  '/api/v1/dash/tickets/files/{p}',
  '/api/v1/dash/announcement/announceFiles/{p}',
  '/api/v1/dash/broadcast/broadcastFiles/{p}',
  '/api/v1/messages/{p}/media',
] as const;

/** What a file outside the served folders would show: /etc/passwd's first line, private keys. */
export const FORBIDDEN_CONTENT = [/root:x?:0:0/, /PRIVATE KEY/];
