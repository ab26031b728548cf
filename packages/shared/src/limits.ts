/** Every number the specification names, in one place. Units are in the name. */
export const LANGUAGES = ['en', 'hi', 'kn', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';
/** The same choice as a cookie, so the server renders a public page in the reader's language (decision 140). */
export const LANGUAGE_COOKIE = 'kalasetu_lang';
export const SAVED_JOBS_STORAGE_KEY = 'savedJobs';
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const SHORT_TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 5000;
/**
 * How much of a job's description a card in a list carries: a card shows three lines of it (a little over 200
 * characters on the widest card), and a list of twelve full descriptions would weigh up to 180 kB in Devanagari.
 */
export const CARD_TEXT_MAX_LENGTH = 280;
export const LIST_ITEM_MAX_LENGTH = 60;
export const LIST_MAX_ITEMS = 30;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The picture types every image upload takes (avatars, portfolio, showcase), recognised again by content. */
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
/**
 * A picture is shrunk in the browser before upload to this longest side (a 12 MP phone photo becomes a few hundred
 * kB), keeping its orientation; the server's byte limit applies to what arrives.
 */
export const IMAGE_UPLOAD_LONG_SIDE_PX = 2560;
/** Pictures one portfolio upload form may take at once (each uploads on its own). */
export const PORTFOLIO_PICK_MAX_FILES = 12;
/** Longest side of a stored avatar after re-encoding. */
export const AVATAR_SIZE_PX = 512;
/** Refuse images whose declared pixel count would exhaust memory when decoded (decompression bombs). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The ceiling on any multipart file, before the route's own limit (AVATAR_MAX_BYTES for images) is applied. */
export const UPLOAD_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Text fields one multipart form may carry, in all and by default per upload route, and the size of each. */
export const UPLOAD_FORM_MAX_FIELDS = 10;
export const UPLOAD_ROUTE_MAX_FIELDS = 5;
export const UPLOAD_FIELD_MAX_BYTES = 8 * 1024;
/**
 * An uploaded portfolio video (MP4 or WebM, recognised by its first bytes): a short clip, not a film. Videos are
 * stored as sent (no transcoding), so the limit is what a phone records in about half a minute.
 */
export const PORTFOLIO_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** Video uploads one person may make per window (each can be PORTFOLIO_VIDEO_MAX_BYTES of storage). */
export const VIDEO_UPLOAD_RATE_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;
/**
 * Files a creator hands over with one delivery of a milestone (decision 256): photos, PDFs, clips or a ZIP,
 * each up to DELIVERY_FILE_MAX_BYTES, stored privately (only the agreement's two parties and admins download them).
 */
export const DELIVERY_FILES_PER_ROUND = 5;
export const DELIVERY_FILE_MAX_BYTES = 25 * 1024 * 1024;
/** The original file name, kept for display and for the download's name, after sanitising (characters). */
export const DELIVERY_FILE_NAME_MAX_LENGTH = 120;
/** Delivery files one person may upload per window (each can be DELIVERY_FILE_MAX_BYTES of storage). */
export const DELIVERY_FILE_UPLOAD_RATE_LIMIT = { max: 20, windowMs: 60 * 60_000 } as const;
export const UPLOAD_PROGRESS_STEP = 10;
export const UPLOAD_PROGRESS_DONE_MS = 500;

export const HOME_JOBS_LIMIT = 3;
export const HOME_CREATORS_LIMIT = 3;
export const HOME_SHOWCASE_LIMIT = 6;

export const CONTACT_MESSAGE_MIN_LENGTH = 20;

export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_BACKOFF_MS = [1000, 2000, 5000, 10_000] as const;

export const NEW_BADGE_DAYS = 2;
export const ENDING_SOON_DAYS = 7;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Reviews of a job stay hidden until both sides wrote theirs or this many days after it completed (decision 265). */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEWS_PAGE_SIZE = 10;
export const CREATOR_CARD_MAX_SKILLS = 3;
/** The creator dashboard's newest open jobs: how many it fetches, and how many sharing a skill it shows. */
export const RELEVANT_JOBS_FETCH = 10;
export const RELEVANT_JOBS_SHOW = 3;
/** The creator dashboard re-reads applications this often, besides live updates. */
export const DASHBOARD_REFRESH_MS = 60_000;
/**
 * A list of an account's history (a creator's applications and invitations, an enterprise's applicants and jobs)
 * comes a page at a time: it grows for years, and the overview's counts come from the server, not from the list.
 */
export const PAGED_LIST_SIZE = 20;
export const STATS_REFRESH_MS = 300_000;
export const STATS_WINDOW_DAYS = 7;
export const BUDGET_SLIDER = {
  min: 0,
  max: 100_000,
  step: 5_000,
  defaultMin: 0,
  defaultMax: 50_000,
} as const;
export const MIN_RATING_OPTIONS = [0, 3, 4, 4.5] as const;
export const MESSAGE_MAX_LENGTH = 4000;
export const COMMENT_MAX_LENGTH = 2000;
export const BUDGET_MAX_RUPEES = 100_000_000;
/** A creator's "from ₹…" (whole rupees) is at most this; the directory's "starting at up to" choices. */
export const STARTING_PRICE_MAX_RUPEES = 10_000_000;
export const MAX_STARTING_PRICE_OPTIONS = [2_000, 5_000, 10_000, 25_000, 50_000] as const;
export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 50;

/** Sign-in, sign-up and reset requests allowed per window for one account (the e-mail): strict (decision 152). */
export const AUTH_RATE_LIMIT = { max: 5, windowMs: 60_000 } as const;
/**
 * The same requests per client address: generous, because Indian mobile carriers put many people behind one
 * address (CGNAT); the per-account limit is what stops guessing (decision 152).
 */
export const AUTH_ADDRESS_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;
/** One-time codes sent by SMS to sign in, sign up or confirm a phone number (docs/product/accounts.md). */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_EXPIRES_IN_SECONDS = 10 * 60;
/** Wrong tries that end a code: after them even the right code is refused and a new one must be asked for. */
export const PHONE_CODE_ALLOWED_ATTEMPTS = 5;
/** Codes sent to one number: strict, since each costs an SMS and a stranger could flood someone's phone. */
export const PHONE_CODE_NUMBER_RATE_LIMIT = { max: 3, windowMs: 15 * 60_000 } as const;
/** Codes asked for from one client address: generous, as carriers put many people behind one address (CGNAT). */
export const PHONE_CODE_ADDRESS_RATE_LIMIT = { max: 100, windowMs: 60 * 60_000 } as const;
/** Checks of the current password (change-password, change-email, a settings e-mail change) per account. */
export const PASSWORD_CHECK_RATE_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;
/** A Google-only account may change its e-mail only this soon after signing in (it has no password to ask for). */
export const FRESH_SIGN_IN_MS = 10 * 60_000;
/** How long the link mailed to a new e-mail address stays valid. */
export const EMAIL_CHANGE_LINK_TTL_MS = 60 * 60_000;
/** How long a browser is remembered as one that signed in to an account (the known-device bucket, decision 152). */
export const KNOWN_DEVICE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;
/**
 * Deepest nesting of arrays and objects accepted in a JSON body; deeper bodies are refused with 400 before they are
 * parsed. No form nests beyond 3; the bound keeps every recursive walk (validation, serialisation) far from the stack's.
 */
export const JSON_MAX_DEPTH = 32;
export const CONTACT_RATE_LIMIT = { max: 3, windowMs: 60 * 60_000 } as const;

/** Longest path parameter the router accepts (ids are short; a longer one names nothing). */
export const URL_PARAM_MAX_LENGTH = 200;
/**
 * Live `GET /api/realtime` streams one server instance holds open at once (decision 161): a person has a
 * few tabs; an address may hide a whole carrier's customers (CGNAT), so it gets more, yet far below the instance's
 * connection limit so health checks and pages always find room.
 */
export const REALTIME_STREAMS_PER_USER = 5;
export const REALTIME_STREAMS_PER_ADDRESS = 64;
/** Messages one sender may send per window (decision 162): far above typing speed, far below a flood. */
export const MESSAGE_RATE_LIMIT = { max: 30, windowMs: 60_000 } as const;
/**
 * Writes (POST, PUT, PATCH, DELETE) one account may have in progress at once in one server process: a person's page
 * sends one or two; sixty at once only queue on locks while holding database connections others need.
 */
export const WRITES_IN_FLIGHT_PER_ACCOUNT = 4;
/**
 * A refusal for sending too much at once (writes, searches) is answered after this pause: a client that resends at
 * once is held to its connections' pace (sixty connections, at most 120 refusals a second) instead of making the
 * server answer thousands of refusals a second while honest visitors wait. A person sees the same message, a moment
 * later.
 */
export const REFUSAL_PAUSE_MS = 500;
/** Image uploads decoded at once for one user, and in one process (each can hold ~IMAGE_MAX_PIXELS × 4 bytes). */
export const UPLOADS_IN_FLIGHT_PER_USER = 1;
export const UPLOADS_IN_FLIGHT_PER_PROCESS = 4;
/** Decoded pixels all uploads in one process may hold at once: a few full-size images, not thirty. */
export const UPLOAD_PIXELS_IN_FLIGHT_PER_PROCESS = 3 * IMAGE_MAX_PIXELS;

/** The largest value of a PostgreSQL integer column (every numeric id): a larger id names nothing and is refused. */
export const DB_INTEGER_MAX = 2_147_483_647;

/**
 * Jobs one enterprise may post in any 24 hours: enough for a busy business, too few to flood the board and
 * every matching creator's notifications. An account younger than NEW_ACCOUNT_DAYS posts fewer; all enterprises
 * together post at most JOB_POSTS_ALL_PER_HOUR (a global cap, counted per server when rate limits are on).
 */
export const JOB_POSTS_PER_ENTERPRISE_PER_DAY = 20;
export const JOB_POSTS_PER_NEW_ENTERPRISE_PER_DAY = 5;
export const NEW_ACCOUNT_DAYS = 7;
export const JOB_POSTS_WINDOW_MS = 24 * 60 * 60_000;
export const JOB_POSTS_ALL_PER_HOUR = 600;
/** New-job notices one creator gets about one enterprise's jobs in any 24 hours: the fan-out of a post is capped. */
export const NEW_JOB_NOTICES_PER_ENTERPRISE_PER_CREATOR_PER_DAY = 3;

/** Invitations to apply one enterprise may send in any 24 hours: enough to hire, too few to spam. */
export const INVITATIONS_PER_ENTERPRISE_PER_DAY = 20;
export const INVITATIONS_WINDOW_MS = 24 * 60 * 60_000;
/** The admin's reason for declining a recommendation, which the enterprise reads. */
export const DECLINE_REASON_MAX_LENGTH = 500;
/** The admin's queue shows this many recommendations at most; its badge counts them all. */
export const RECOMMENDATION_QUEUE_LIMIT = 200;
/** Creators who did not apply, listed after the applicants in the assign dialog. */
export const ASSIGN_OTHER_CREATORS_LIMIT = 50;
/** A message still unread this long mails its reader, once per conversation until they read it (decision 210). */
export const UNREAD_MAIL_AFTER_MS = 15 * 60_000;
/** Notifications and unread messages older than this are never mailed (a restarted server does not mail a backlog). */
export const UNREAD_MAIL_WINDOW_MS = 24 * 60 * 60_000;
/** The job-alert digest goes out once a day at this hour, Indian time. */
export const DIGEST_HOUR_IST = 8;
/** How often each instance looks for mail and messages to send; claims keep two instances from sending one twice. */
export const MAIL_TICK_MS = 20_000;
/**
 * A notice waits this long before it is sent, so several of one topic in the same moments go as one message;
 * with the tick, every notice leaves within a minute.
 */
export const DELIVERY_GROUP_WINDOW_MS = 20_000;
/** Notices of one topic put into one message at most; a larger group says how many and links to the list. */
export const DELIVERY_GROUP_LINES = 5;
/** Messages one person is sent per channel in any hour; beyond it, notices wait and are grouped. */
export const DELIVERIES_PER_PERSON_PER_HOUR = { email: 20, whatsapp: 6, sms: 4, push: 30 } as const;
/** Waits before retrying a message a channel could not take; after the last, the message is recorded as failed. */
export const DELIVERY_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
/** A message still unsent this long after its event is recorded as expired, never sent late. */
export const DELIVERY_EXPIRY_MS = 24 * 60 * 60_000;
/** A message claimed this long ago and never settled (the instance stopped mid-send) is recorded as interrupted. */
export const DELIVERY_STUCK_MS = 15 * 60_000;
/** Retries in a row after which a channel is left alone for the rest of a pass (an outage), so others go on. */
export const CHANNEL_OUTAGE_FAILURES = 3;
/** Quiet hours, Indian time: no SMS or WhatsApp from 21:00 until 08:00 unless the notice is urgent. */
export const QUIET_HOURS_IST = { from: 21, until: 8 } as const;
/** Opt-ins and opt-outs of channels one person may make in an hour. */
export const CHANNEL_CONSENT_CHANGES_PER_HOUR = 30;
/** Browsers (devices) one account receives push notifications on; a new one beyond it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;
/** How long a push service keeps a notification for a browser that is offline (seconds; a day). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Mails claimed per kind and tick, so one tick stays short. */
export const MAIL_BATCH = 100;

/** The Find Jobs count stops here ("1,000+ jobs"): counting every match of a broad search over a million jobs costs. */
export const JOB_COUNT_CAP = 1000;
/**
 * A search's count is kept this long per normalised search in each server process (decision 270): a popular search
 * is counted once every few seconds instead of on every first page, and a new job shows in it a few seconds late.
 */
export const SEARCH_COUNT_TTL_MS = 10_000;
/** Distinct searches whose count a process keeps at once; the oldest goes first. */
export const SEARCH_COUNT_CACHE_ENTRIES = 2_000;
/** Longest a search's count may run on PostgreSQL before it is given up and the page shows no count. */
export const SEARCH_COUNT_BUDGET_MS = 40;
/** A process reads the admins' search synonyms again after this long (another instance may have added one). */
export const SEARCH_SYNONYMS_RELOAD_MS = 60_000;
/** Synonyms the lexicon takes from admins at most, and how many one admin may add or remove an hour. */
export const SEARCH_SYNONYMS_MAX = 2_000;
export const SEARCH_SYNONYM_WRITES_PER_HOUR = 60;
/** Distinct searches that found nothing kept at most; one address may add this many new ones an hour. */
export const SEARCH_MISSES_MAX_ROWS = 2_000;
export const SEARCH_MISSES_NEW_PER_ADDRESS = 30;
export const SEARCH_MISSES_WINDOW_MS = 60 * 60_000;
/**
 * Misses are counted in memory and written together this often; at most this many distinct ones wait in a process,
 * and at most this many new ones from one address.
 */
export const SEARCH_MISSES_FLUSH_MS = 5_000;
export const SEARCH_MISSES_PENDING_MAX = 500;
export const SEARCH_MISSES_PENDING_PER_ADDRESS = 10;
/** The back office lists this many of the most frequent searches that found nothing. */
export const SEARCH_MISSES_SHOWN = 100;
/**
 * Searches (Find Jobs, the directories) one address may have being made anew at once in one server process, and all
 * addresses together: an answer already kept costs nothing and is never refused. A person's page asks one at a time;
 * an address may hide a carrier's customers (CGNAT), yet fifty new keywords at once from one address slowed every
 * honest visitor (bench:fairness).
 */
export const SEARCHES_IN_FLIGHT_PER_ADDRESS = 4;
export const SEARCHES_IN_FLIGHT_PER_PROCESS = 64;
/**
 * Searches made anew one address may start, per server process: a burst of this many, then this many a second. A person
 * reading results asks for a few a minute; four at a time, back to back, still took most of two cores.
 */
export const SEARCHES_ANEW_BURST_PER_ADDRESS = 30;
export const SEARCHES_ANEW_PER_SECOND_PER_ADDRESS = 5;
/** Addresses whose search budget a process tracks at once; those with a full budget are forgotten first. */
export const SEARCH_BUDGETS_TRACKED = 10_000;
/** The directories' counts stop here ("1,000+ creators"), like Find Jobs'. */
export const DIRECTORY_COUNT_CAP = 1000;
/** Work samples (portfolio pictures) shown on an applicant's card. */
export const APPLICANT_SAMPLES = 3;
