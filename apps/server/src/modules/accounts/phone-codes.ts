// Phone numbers with one-time codes (decision 325): asking for a code, signing in and up with one, confirming a phone
// in Settings. better-auth's phone-number plugin keeps the codes (10 minutes, 5 wrong tries); these functions add who
// may be sent one, the limits, and answers that never tell whether an account has a number.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import {
  AUTH_ADDRESS_RATE_LIMIT,
  AUTH_RATE_LIMIT,
  PHONE_CODE_ADDRESS_RATE_LIMIT,
  PHONE_CODE_EXPIRES_IN_SECONDS,
  PHONE_CODE_NUMBER_RATE_LIMIT,
  type Language,
} from '@kalasetu/shared/limits';
import type { PhoneCodePurpose, PhoneSignUpData } from '@kalasetu/shared/phone-codes';
import { AppError, PG_UNIQUE_VIOLATION, conflict, pgErrorCode } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { PHONE_CODE_LANGUAGE_HEADER, PHONE_CODE_SEND_HEADER, toHeaders } from '../../plugins/better-auth';
import { deleteUser } from '../../plugins/better-auth.repository';
import { findPhoneOwner, insertAccount, type NewProfile } from './accounts.repository';
import { getMe, profileFromSignUp } from './accounts.service';
import { startEmailConfirmation } from './email-confirmation';
import { addressBudgetKey } from '../../lib/address-budget';

const wrongCode = () => new AppError(400, 'invalid_code', 'errors.phoneCodeWrong');
const spentCode = () => new AppError(400, 'code_expired', 'errors.phoneCodeExpired');

/** better-auth's refusals of a code → ours; anything else is not about the code and goes on as it is. */
function codeRefusal(error: unknown): AppError | unknown {
  if (!(error instanceof APIError)) return error;
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code === 'INVALID_OTP') return wrongCode();
  if (code === 'OTP_NOT_FOUND' || code === 'OTP_EXPIRED' || code === 'TOO_MANY_ATTEMPTS') return spentCode();
  if (code === 'PHONE_NUMBER_EXIST') return conflict('errors.phoneTaken', 'phone_taken');
  return error;
}

async function consumeCheckLimits(app: FastifyInstance, request: FastifyRequest, phoneNumber: string) {
  // Wrong tries are ended by the code itself (5); these stop a client from cycling through fresh codes.
  const address = AUTH_ADDRESS_RATE_LIMIT;
  await app.rateLimiter.consume(
    `phone-check:ip:${addressBudgetKey(request.ip)}`,
    address.max,
    address.windowMs,
  );
  await app.rateLimiter.consume(
    `phone-check:number:${phoneNumber}`,
    AUTH_RATE_LIMIT.max,
    AUTH_RATE_LIMIT.windowMs,
  );
}

/**
 * Makes a code for `phoneNumber` and sends it by SMS, unless it is a sign-in code for a number no account has
 * confirmed: that one is made the same way and never sent, so the answer (and its time) is the same either way.
 */
export async function requestPhoneCode(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { phoneNumber: string; purpose: PhoneCodePurpose },
) {
  const { phoneNumber, purpose } = input;
  const address = PHONE_CODE_ADDRESS_RATE_LIMIT;
  await app.rateLimiter.consume(
    `phone-code:ip:${addressBudgetKey(request.ip)}`,
    address.max,
    address.windowMs,
  );
  const perNumber = PHONE_CODE_NUMBER_RATE_LIMIT;
  await app.rateLimiter.consume(`phone-code:number:${phoneNumber}`, perNumber.max, perNumber.windowMs);
  const owner = await findPhoneOwner(app.db, phoneNumber);
  const send = purpose !== 'sign-in' || owner?.phoneNumberVerified === true;
  // A sign-in code is worded in the account's language; any other in the language the visitor is reading.
  const lang = (purpose === 'sign-in' && owner?.language ? owner.language : request.lang) as Language;
  const headers = new Headers({
    [PHONE_CODE_LANGUAGE_HEADER]: lang,
    [PHONE_CODE_SEND_HEADER]: send ? 'yes' : 'no',
  });
  await app.auth.api.sendPhoneNumberOTP({ body: { phoneNumber }, headers });
  return { sent: true as const, expiresInSeconds: PHONE_CODE_EXPIRES_IN_SECONDS };
}

/**
 * Signs in the account whose confirmed number this is. A right code for a number without an account says so (the
 * person has shown the phone is theirs); a wrong one reads the same whether or not an account has the number.
 */
export async function signInWithPhone(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { phoneNumber: string; code: string },
) {
  await consumeCheckLimits(app, request, input.phoneNumber);
  const owner = await findPhoneOwner(app.db, input.phoneNumber);
  if (!owner?.phoneNumberVerified) {
    await app.auth.api.consumePhoneNumberOTP({ body: input }).catch((error: unknown) => {
      throw codeRefusal(error);
    });
    throw new AppError(404, 'phone_not_registered', 'errors.phoneNotRegistered');
  }
  const result = await app.auth.api
    .verifyPhoneNumber({ body: input, headers: toHeaders(request), returnHeaders: true })
    .catch((error: unknown) => {
      throw codeRefusal(error);
    });
  return { me: await getMe(app, owner.id), cookies: result.headers.getSetCookie() };
}

/**
 * Creates an account whose sign-in is its phone: the e-mail sign-up's profile, no password, the number confirmed by
 * the code. A taken number is said only after a right code, so sign-up tells no one which numbers have accounts.
 */
export async function signUpWithPhone(app: FastifyInstance, request: FastifyRequest, input: PhoneSignUpData) {
  const phoneNumber = input.phone;
  await consumeCheckLimits(app, request, phoneNumber);
  const code = { phoneNumber, code: input.code };
  if (await findPhoneOwner(app.db, phoneNumber)) {
    await app.auth.api.consumePhoneNumberOTP({ body: code }).catch((error: unknown) => {
      throw codeRefusal(error);
    });
    throw conflict('errors.phoneTaken', 'phone_taken');
  }
  const id = randomUUID();
  const profile: NewProfile = await profileFromSignUp(id, input, request.lang);
  try {
    await app.db.transaction(async (tx) => {
      await insertAccount(tx, { id, name: input.name, email: input.email, phoneNumber, profile });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict('errors.emailTaken', 'email_taken');
    throw error;
  }
  try {
    // Confirms the number (phoneNumberVerified) and opens the session in one step.
    const result = await app.auth.api.verifyPhoneNumber({
      body: code,
      headers: toHeaders(request),
      returnHeaders: true,
    });
    startEmailConfirmation(app, input.email, request.log);
    return { me: await getMe(app, id), cookies: result.headers.getSetCookie() };
  } catch (error) {
    // A wrong code leaves nothing behind: the number stays free for its owner.
    await deleteUser(app.db, id);
    throw codeRefusal(error);
  }
}

/** Adds a number to the signed-in account, or confirms the one it has, with the code sent to it. */
export async function confirmPhone(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: Actor,
  input: { phoneNumber: string; code: string },
) {
  await consumeCheckLimits(app, request, input.phoneNumber);
  const owner = await findPhoneOwner(app.db, input.phoneNumber);
  const body =
    owner?.id === actor.userId ? { ...input, disableSession: true } : { ...input, updatePhoneNumber: true };
  await app.auth.api.verifyPhoneNumber({ body, headers: toHeaders(request) }).catch((error: unknown) => {
    throw codeRefusal(error);
  });
  return { phoneNumber: input.phoneNumber, phoneNumberVerified: true as const };
}
