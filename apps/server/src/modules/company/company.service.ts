import {
  type Company,
  CompanyMessages,
  type CompanyUpdateRequest,
  InstanceMessages,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import * as q from './company.queries';

const toCompany = (row: q.CompanyRow): Company => ({
  company_name: row.companyName,
  address: row.address,
  contact_number: row.contactNumber,
  company_email: row.companyEmail,
  company_website: row.companyWebsite,
});

function assertSelf(caller: AuthenticatedUser, uuid: string): void {
  if (uuid !== caller.id && caller.role !== 'Admin') throw forbidden(InstanceMessages.uuidMismatch);
}

export async function fetchCompany(db: Db, caller: AuthenticatedUser, uuid: string) {
  assertSelf(caller, uuid);
  const row = await q.findCompany(db, uuid);
  return row
    ? { message: CompanyMessages.found, result: [toCompany(row)] }
    : { message: CompanyMessages.notFound, result: [] };
}

export async function updateCompany(db: Db, caller: AuthenticatedUser, input: CompanyUpdateRequest) {
  assertSelf(caller, input.uuid);
  const row = await q.upsertCompany(db, input.uuid, {
    companyName: input.company_name,
    address: input.address,
    contactNumber: input.contact_number,
    companyEmail: input.company_email,
    companyWebsite: input.company_website,
  });
  return { message: CompanyMessages.updated, result: [toCompany(row)] };
}
