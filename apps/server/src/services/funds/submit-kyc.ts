import { CatalogueCode, type IdentificationBody, type KycSubmission } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { Executor } from '../../db/client.js';
import { kycSubmissions, users } from '../../db/schema/index.js';
import { inTransaction, pgErrorCode } from '../../db/transaction.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { assertOwnUpload } from '../uploads/upload-ownership.js';
import { kycView } from './kyc-view.js';

const wrongStatus = () => new AppError(CatalogueCode.WRONG_AUTHENTICATION_STATUS, 409);

function checkBirthDate(birthDate: string, now: Date): void {
  const date = new Date(`${birthDate}T00:00:00Z`);
  const valid = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === birthDate;
  const adult = new Date(date);
  adult.setUTCFullYear(adult.getUTCFullYear() + 18);
  // Trading platforms serve adults; a date in the future or over 120 years ago is a typo.
  if (!valid || adult > now || date.getUTCFullYear() < now.getUTCFullYear() - 120)
    throw badRequest(400, {}, 'birthDate');
}

async function assertImages(db: Executor, userId: string, body: IdentificationBody) {
  await assertOwnUpload(db, userId, body.frontImageId, ['kyc_front']);
  await assertOwnUpload(db, userId, body.backImageId, ['kyc_back']);
  await assertOwnUpload(db, userId, body.holdingImageId, ['kyc_holding']);
  await assertOwnUpload(db, userId, body.signatureImageId, ['kyc_signature']);
}

/**
 * POST identification (PRODUCT §8): not verified or failed → under review. Refused (10019) while a
 * submission is under review or once verified; the images must be the user's own uploads of the
 * right kind (468).
 */
export async function submitKyc(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  body: IdentificationBody,
): Promise<KycSubmission> {
  checkBirthDate(body.birthDate, deps.clock());
  try {
    return await inTransaction(deps.db, async (tx) => {
      const [user] = await tx
        .select({ kycStatus: users.kycStatus })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user || user.kycStatus === 'under_review' || user.kycStatus === 'verified')
        throw wrongStatus();
      await assertImages(tx, userId, body);
      const [row] = await tx
        .insert(kycSubmissions)
        .values({
          userId,
          firstName: body.firstName,
          lastName: body.lastName,
          sex: body.sex,
          birthDate: body.birthDate,
          country: body.country,
          address: body.address,
          phone: body.phone,
          documentType: body.documentType,
          documentNumber: body.documentNumber,
          frontUploadId: body.frontImageId,
          backUploadId: body.backImageId,
          holdingUploadId: body.holdingImageId,
          signatureUploadId: body.signatureImageId,
          status: 'under_review',
          submittedAt: deps.clock(),
        })
        .returning();
      await tx.update(users).set({ kycStatus: 'under_review' }).where(eq(users.id, userId));
      return kycView(row!);
    });
  } catch (error) {
    // The partial unique index: a second submission racing the first.
    if (pgErrorCode(error) === '23505') throw wrongStatus();
    throw error;
  }
}
