import type { KycSubmission } from '@meridian/contract';
import type { kycSubmissions } from '../../db/schema/index.js';

export type KycRow = typeof kycSubmissions.$inferSelect;

export function kycView(row: KycRow): KycSubmission {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    sex: row.sex,
    birthDate: row.birthDate,
    country: row.country,
    address: row.address,
    phone: row.phone,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    frontImageId: row.frontUploadId,
    backImageId: row.backUploadId,
    holdingImageId: row.holdingUploadId,
    signatureImageId: row.signatureUploadId,
    status: row.status,
    failReason: row.failReason,
    submittedAt: row.submittedAt.getTime(),
    reviewedAt: row.reviewedAt?.getTime() ?? null,
  };
}
