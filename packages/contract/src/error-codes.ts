/**
 * The spec's error and success catalogue (SPEC §8) plus the generic classes we reply with when no
 * catalogue code fits. The body `code` is always one of these; the HTTP status gives the class.
 */
export const CatalogueCode = {
  ENTER_USERNAME_OR_EMAIL: 10001,
  EMAIL_WRONG: 10002,
  USERNAME_INPUT_ERROR: 10003,
  WRONG_PASSWORD: 10004,
  ABNORMAL_USER_STATUS: 10005,
  USERNAME_EXISTS: 10006,
  EMAIL_OR_PHONE_EXISTS: 10007,
  WRONG_USER_STATUS: 10008,
  NO_MATCHING_USER: 10009,
  WRONG_SMART_PRODUCT: 10010,
  INSUFFICIENT_BALANCE_TOP_UP: 10011,
  NO_MATCHING_DAYS: 10012,
  WRONG_INVESTMENT_AMOUNT: 10013,
  WRONG_OPTIONS_PRODUCT: 10014,
  NOT_AVAILABLE_FOR_TRADING: 10015,
  WRONG_PURCHASE_AMOUNT: 10016,
  NO_MATCHING_PERIOD: 10017,
  SYSTEM_PARAMETER_FAILED: 10018,
  WRONG_AUTHENTICATION_STATUS: 10019,
  WRONG_COLLECTION_STATUS: 10020,
  RECEIVING_ADDRESS_MISSING: 10021,
  NOT_REAL_NAME_VERIFIED: 10022,
  WRONG_LOAN_TERM: 10023,
  SAME_PRODUCT_ALREADY_BOUGHT: 10024,
  CHOOSE_WITHDRAWAL_METHOD: 10025,
  DO_NOT_SEND_REPEATEDLY: 10089,
  SEND_CODE_FIRST: 10090,
  VERIFICATION_CODE_ERROR: 10091,
  INSUFFICIENT_BALANCE: 10092,
  WRONG_WITHDRAWAL_PASSWORD: 10093,
} as const;

export const SuccessCode = {
  OK: 200,
  SUBMITTED_FOR_REVIEW: 20001,
  RECHARGE_SUBMITTED: 20002,
  WITHDRAWAL_SUBMITTED: 20003,
  PURCHASE_SUCCESSFUL: 20004,
  CHANGED_SUCCESSFULLY: 20005,
} as const;

/** Generic classes: the body code equals the HTTP status it travels with (except 413, see below). */
export const GenericCode = {
  INVALID_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Sent with HTTP 400: the issue asks for a clear 400 on huge payloads. */
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** Idempotency-Key reused with a different request, or while the first is still running. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** Demo book barred from a real-only operation (PRODUCT §2). */
  REAL_ACCOUNT_REQUIRED: 460,
  /** OpenID Connect / wallet sign-in failed a check. */
  EXTERNAL_SIGN_IN_FAILED: 470,
  /** SPEC §5 "unreasonable stop-profit/stop-loss": a stop on the wrong side of the price (HTTP 400). */
  UNREASONABLE_STOPS: 461,
  /** Spot: the price is not a whole number of the pair's ticks (HTTP 400; params step). */
  PRICE_OFF_TICK: 462,
  /** Spot: the quantity is not a whole number of the pair's lots, or is below one lot (HTTP 400; params step). */
  QUANTITY_OFF_LOT: 463,
  /** Spot: a post-only order would have traded at once; nothing was placed (HTTP 400). */
  POST_ONLY_WOULD_CROSS: 464,
  /** Upload: not a JPG, JPEG 2000 or PNG by its content, or it cannot be decoded (HTTP 400). */
  IMAGE_FORMAT_WRONG: 465,
  /** Upload: over the configured size limit (HTTP 400; params limit, e.g. "5 MB"). */
  IMAGE_TOO_LARGE: 466,
  /** Upload: too many pixels or too large a side (HTTP 400; params limit). */
  IMAGE_TOO_MANY_PIXELS: 467,
  /** A required image (KYC photo, deposit proof) is missing or not the caller's (HTTP 400). */
  IMAGE_REQUIRED: 468,
  /** KYC: the signature is missing (HTTP 400). */
  NOT_SIGNED: 469,
  /** Deposit below the coin's minimum (HTTP 400; params coin, minimum). */
  BELOW_MINIMUM_DEPOSIT: 471,
  /** dh: exchanging a currency for itself (HTTP 400). */
  SAME_CURRENCY: 472,
  /** Withdrawal: no withdrawal password set yet (HTTP 400). */
  SET_WITHDRAWAL_PASSWORD_FIRST: 473,
  /** Withdrawal: the address is not valid for the chosen network (HTTP 400; params network). */
  INVALID_ADDRESS: 474,
  /** Withdrawal: the amount does not exceed the fee, or is below the minimum (HTTP 400; params minimum, asset). */
  BELOW_MINIMUM_WITHDRAWAL: 475,
  /** The two-factor (TOTP) code or recovery code is wrong or already used (staff and users; HTTP 400). */
  WRONG_TWO_FACTOR_CODE: 476,
  /** A deposit with this transaction hash was already submitted (HTTP 409). */
  DUPLICATE_TRANSACTION: 477,
  /** No live price for this currency pair right now (HTTP 503 class, sent with 400). */
  NO_EXCHANGE_RATE: 478,
  /** Two-factor sign-in is on: this call needs a code from the authenticator app (or a recovery code) (HTTP 400). */
  TWO_FACTOR_CODE_REQUIRED: 479,
  /** Two-factor sign-in is already on (HTTP 409). */
  TWO_FACTOR_ALREADY_ENABLED: 480,
  /** Two-factor sign-in is not on, or its set-up was not started or has expired (HTTP 409). */
  TWO_FACTOR_NOT_ENABLED: 481,
  /** Deposit claim above the coin's maximum (HTTP 400; params coin, maximum). */
  ABOVE_MAXIMUM_DEPOSIT: 482,
  /** Sign-in with a provider (Google, wallet) this deployment has not enabled (HTTP 404). */
  SIGN_IN_METHOD_NOT_ENABLED: 483,
  /** SPEC §8 "intelligent trading not enabled": staff have turned smart trading off (HTTP 403). */
  SMART_TRADING_NOT_ENABLED: 484,
  /** stopSmart: the damages confirmed are not the ones an exit now costs; ask for a new quote (HTTP 409). */
  EXIT_QUOTE_CHANGED: 485,
  /** The plan is not running any more (ended or exited) (HTTP 409). */
  PLAN_NOT_RUNNING: 486,
  /** loan: the daily rate the borrower was shown is no longer the one offered; quote again (HTTP 409). */
  LOAN_TERMS_CHANGED: 487,
  /** repayLoan: the amount confirmed is not what repaying now costs; look at it again (HTTP 409; params amount). */
  LOAN_AMOUNT_DUE_CHANGED: 488,
  /** The loan is not being repaid (pending review, rejected or already repaid) (HTTP 409). */
  LOAN_NOT_REPAYABLE: 489,
  /** loan: an overdue loan must be repaid before borrowing again (HTTP 409). */
  LOAN_OVERDUE_BLOCKS_BORROWING: 490,
  /** loan: the amount is below the minimum or above what the credit points allow (HTTP 400; params min, limit). */
  LOAN_AMOUNT_OUT_OF_RANGE: 491,
  /** bidNft: the bid is below the minimum next bid (HTTP 409; params minimum). */
  NFT_BID_TOO_LOW: 492,
  /** buyNft: the price confirmed is not the item's buy-now price (HTTP 409; params price). */
  NFT_PRICE_CHANGED: 493,
} as const;

export type CatalogueCodeValue = (typeof CatalogueCode)[keyof typeof CatalogueCode];
export type SuccessCodeValue = (typeof SuccessCode)[keyof typeof SuccessCode];
export type GenericCodeValue = (typeof GenericCode)[keyof typeof GenericCode];
export type ReplyCode = CatalogueCodeValue | SuccessCodeValue | GenericCodeValue;

export const ALL_REPLY_CODES: readonly ReplyCode[] = [
  ...Object.values(SuccessCode),
  ...Object.values(GenericCode),
  ...Object.values(CatalogueCode),
];
