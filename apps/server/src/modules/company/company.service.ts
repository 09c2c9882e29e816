import { type Company, CompanyMessages, type CompanyUpdateRequest } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { assertMayActFor } from '../users/users.service';
import * as q from './company.queries';

const toCompany = (row: q.CompanyRow): Company => ({
  company_name: row.companyName,
  address: row.address,
  contact_number: row.contactNumber,
  company_email: row.companyEmail,
  company_website: row.companyWebsite,
});

export async function fetchCompany(db: Db, caller: AuthenticatedUser, uuid: string) {
  await assertMayActFor(db, caller, uuid);
  const row = await q.findCompany(db, uuid);
  return row
    ? { message: CompanyMessages.found, result: [toCompany(row)] }
    : { message: CompanyMessages.notFound, result: [] };
}

export async function updateCompany(db: Db, caller: AuthenticatedUser, input: CompanyUpdateRequest) {
  await assertMayActFor(db, caller, input.uuid);
  const row = await q.upsertCompany(db, input.uuid, {
    companyName: input.company_name,
    address: input.address,
    contactNumber: input.contact_number,
    companyEmail: input.company_email,
    companyWebsite: input.company_website,
  });
  return { message: CompanyMessages.updated, result: [toCompany(row)] };
}
