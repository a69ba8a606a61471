import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { PROOF_HEADER } from '@vaarta/core/proof-of-work';
import { ProofOfWork } from '../../lib/proof-of-work.ts';
import type { AddressShare } from '../../lib/limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    proofOfWork: ProofOfWork;
    /** Whether this call takes its address past `share` (and counts it). */
    pastAddressShare(request: FastifyRequest, share: AddressShare): Promise<boolean>;
    /** A preHandler: calls past the address's share must carry a fresh proof of work. */
    payPastShare(share: AddressShare): (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Proof of work for calls beyond an address's share (docs/decisions/0040): a crowd behind one
 * carrier address pays a moment of its browsers' time, a script pays it on every call.
 */
export default fp<{ work?: { min: number; max: number } | undefined }>(
  async (app, { work }) => {
    const proofOfWork = new ProofOfWork({
      secret: app.config.PROOF_OF_WORK_SECRET,
      counters: app.counters,
      ...(work ? { work } : {}),
    });
    app.decorate('proofOfWork', proofOfWork);
    const pastAddressShare = async (request: FastifyRequest, share: AddressShare) => {
      const used = await app.counters.hit(`share:${share.name}:${request.ip}`, share.windowSeconds);
      return used.count > share.free;
    };
    app.decorate('pastAddressShare', pastAddressShare);
    app.decorate('payPastShare', (share: AddressShare) => async (request: FastifyRequest) => {
      if (await pastAddressShare(request, share)) {
        await proofOfWork.require(proofHeader(request));
      }
    });
  },
  { name: 'proof-of-work', dependencies: ['config', 'counters'] },
);

export function proofHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[PROOF_HEADER];
  return typeof value === 'string' ? value : undefined;
}
