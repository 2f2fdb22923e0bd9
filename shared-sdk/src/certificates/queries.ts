import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import { queryRoots } from '../core/invalidation';
import { orNull } from '../core/or-null';
import { learningKeys } from '../enrollments/queries';
import { useRead, type ReadOptions } from '../core/hooks';
import type { Certificate, CertificateId } from './schemas';

/** A certificate by its public id, whoever asks (the verification page). */
export const certificateKeys = {
  detail: (id: CertificateId) => [queryRoots.certificates, id] as const,
};

export const myCertificatesQuery = (api: LecternApi) =>
  queryOptions({ queryKey: learningKeys.certificates, queryFn: async () => (await api.listMyCertificates()).certificates });

/** A certificate; null when there is no such certificate (a made-up or mistyped id, or its learner was removed). */
export const certificateQuery = (api: LecternApi, id: CertificateId) =>
  queryOptions({
    queryKey: certificateKeys.detail(id),
    queryFn: (): Promise<Certificate | null> => orNull(async () => (await api.getCertificate(id)).certificate),
  });

/** The student's certificates, the latest issued first (marking the last video watched issues one: it reads them again). */
export const useMyCertificates = (options?: ReadOptions) => useRead(myCertificatesQuery, options);
/** The certificate, or null when there is none; idle while there is no id. Needs no sign-in. */
export const useCertificate = (id: CertificateId | null, { enabled = true, ...options }: ReadOptions = {}) =>
  useRead((api) => certificateQuery(api, id ?? ''), { ...options, enabled: enabled && id !== null });
