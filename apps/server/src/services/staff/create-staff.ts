import { CatalogueCode, type createStaffBody, type createStaffResult } from '@meridian/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { staffUsers } from '../../db/schema/index.js';
import { inTransaction, pgErrorCode } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../lib/crypto.js';
import { recordAudit } from '../audit/record-audit.js';
import { hashPassword } from '../auth/passwords.js';
import { findStaffByUsername } from './find-staff.js';
import { staffAuditState, toStaffView } from './staff-view.js';

const usernameTaken = () => new AppError(CatalogueCode.USERNAME_EXISTS, 409);

/**
 * A new staff member (admin only) with a one-time password, shown once in the reply: they must
 * choose their own password and enrol two-factor at their first sign-in.
 */
export async function createStaff(
  deps: Deps,
  actorId: string,
  input: z.infer<typeof createStaffBody>,
): Promise<z.infer<typeof createStaffResult>> {
  if (await findStaffByUsername(deps.db, input.username)) throw usernameTaken();
  const oneTimePassword = randomToken(12);
  const passwordHash = await hashPassword(oneTimePassword);
  try {
    const row = await inTransaction(deps.db, async (tx) => {
      const [created] = await tx
        .insert(staffUsers)
        .values({
          username: input.username,
          passwordHash,
          role: input.role,
          mustChangePassword: 1,
          status: 'active',
          createdAt: deps.clock(),
        })
        .returning();
      await recordAudit(tx, {
        actorId,
        action: 'staff.created',
        targetType: 'staff',
        targetId: created!.id,
        before: null,
        after: { username: created!.username, ...staffAuditState(created!) },
      });
      return created!;
    });
    return { staff: toStaffView(row), oneTimePassword };
  } catch (error) {
    // Two admins creating the same name at once: the unique index decides.
    if (pgErrorCode(error) === '23505') throw usernameTaken();
    throw error;
  }
}
