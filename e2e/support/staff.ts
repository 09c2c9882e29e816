import type { Role } from '@chatgate/contracts';
import { sqlOnServer } from './database';
import { signUpByApi, type TestUser } from './fixtures';

/** Signs the user up by API and gives them a role no public call grants (Admin or CRM). */
export async function signUpWithRole(page: Parameters<typeof signUpByApi>[0], user: TestUser, role: Role) {
  await signUpByApi(page, user);
  await sqlOnServer('update users set role = $2 where username = $1', [user.username, role]);
}
