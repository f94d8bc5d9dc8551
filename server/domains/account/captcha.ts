import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { recordOutbox } from '../../adapters/outbox';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { AppError } from '../../gateway/app-error';
import { newToken } from '../../gateway/session';
import { ErrorCode } from '#shared/contract/errors';
import type { Deps } from '../../deps';
import { drawCaptcha, randomAnswer } from './captcha-svg';
import { drawJigsaw, JIGSAW_HEIGHT, JIGSAW_PIECE, JIGSAW_WIDTH } from './jigsaw-image';
import { after, digest, limits } from './limits';

/**
 * Picture and jigsaw captchas: stored in the database (any gateway process can verify them),
 * 5 minutes, single use — consumed by the first verification attempt, right or wrong. The
 * answer is also written to the development outbox (kind 'captcha', to = captchaId).
 */

const answerHash = (id: string, answer: string) => digest('captcha', id, answer.trim().toUpperCase());

/** Expired captchas are deleted now and then, when new ones are made. */
async function sweep(db: Db, now: Date) {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - limits.captchaTtlMs)));
}

export async function createImageCaptcha(deps: Deps) {
  const now = deps.clock.now();
  const captchaId = newToken();
  const answer = randomAnswer();
  await sweep(deps.db, now);
  await deps.db.insert(captchas).values({ id: captchaId, kind: 'image', answerHash: answerHash(captchaId, answer), expiresAt: after(now, limits.captchaTtlMs) });
  await recordOutbox(deps.db, { kind: 'captcha', to: captchaId, code: answer });
  return { captchaId, svg: drawCaptcha(answer) };
}

export async function createJigsaw(deps: Deps) {
  const now = deps.clock.now();
  const captchaId = newToken();
  const j = drawJigsaw();
  await sweep(deps.db, now);
  await deps.db.insert(captchas).values({ id: captchaId, kind: 'jigsaw', answerX: j.x, expiresAt: after(now, limits.captchaTtlMs) });
  await recordOutbox(deps.db, { kind: 'captcha', to: captchaId, code: String(j.x) });
  return { captchaId, background: j.background, piece: j.piece, width: JIGSAW_WIDTH, height: JIGSAW_HEIGHT, pieceSize: JIGSAW_PIECE, y: j.y };
}

/** Marks the captcha used (if it is live and of that kind) and returns it; null when unknown, used or expired. */
async function consume(db: Db, id: string, kind: 'image' | 'jigsaw', now: Date) {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), eq(captchas.kind, kind), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash, answerX: captchas.answerX });
  return row ?? null;
}

/** Verifies a picture captcha (case-insensitive). `key` is the refusal text; the field is captchaCode. */
export async function verifyImageCaptcha(deps: Deps, captchaId: string, answer: string, key = 'general.verificationCodeIncorrect') {
  const row = await consume(deps.db, captchaId, 'image', deps.clock.now());
  if (!row || row.answerHash !== answerHash(captchaId, answer)) throw new AppError(ErrorCode.refused, key, {}, 'captchaCode');
}

/** Verifies a jigsaw: the piece must land within limits.jigsawTolerancePx of the hole. */
export async function verifyJigsaw(deps: Deps, captchaId: string, x: number) {
  const row = await consume(deps.db, captchaId, 'jigsaw', deps.clock.now());
  if (!row || row.answerX === null || Math.abs(x - row.answerX) > limits.jigsawTolerancePx) {
    throw new AppError(ErrorCode.refused, 'member.jigsaw.failed', {}, 'x');
  }
}

/** Verifies either answer a command may carry: the jigsaw's x, or a picture captcha's text. */
export async function verifyCaptchaAnswer(deps: Deps, p: { captchaId: string; captchaCode?: string; x?: number }) {
  if (p.x !== undefined) return verifyJigsaw(deps, p.captchaId, p.x);
  return verifyImageCaptcha(deps, p.captchaId, p.captchaCode ?? '');
}
