import { and, asc, desc, inArray, not, sql, type Param, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { JobListQuery } from '@kalasetu/shared/jobs';
import { queryRows, type DbOrTx } from '../../db/client';
import { keyedCache } from '../../lib/keyed-cache';
import { jobs } from '../../db/schema/jobs';
import { keywordTerms, PREFIX_MIN_LENGTH } from './job-search';
import { jobCardColumns, selectJobCards, type JobCardRow } from './jobs.repository';

/** LIKE metacharacters in user text match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface JobSearch {
  filters: Omit<JobListQuery, 'page' | 'pageSize'>;
  /**
   * 'words': the keyword's tsquery (`text`: as typed, by sound, by the lexicon, decision 271); 'similar': trigram
   * similarity of the title.
   */
  mode: 'words' | 'similar';
  limit: number;
  offset: number;
  /** The keyword and the place as tsquery text ('simple'), made by the service; absent when there are none. */
  text?: { words?: string; tiers?: string[]; place?: string };
}

/** How many relevance tiers a search with words ranks by; the last is the whole match. */
const TIERS = 6;
/** The first three tiers look at the title alone. */
const TITLE_TIERS = 3;

/**
 * The bound values of a search, by name. Which names are present decides the SQL text, so searches with the same
 * names (and mode and sort) share one statement: `words` (tsquery text), `tier0`… (relevance), `term0`… (similar
 * mode), `location` (LIKE pattern) and `place` (its tsquery over the location's words), `category`, `skills` (one
 * text[] parameter), `budgetMin`, `budgetMax`.
 */
type SearchValues = Record<string, string | number | string[]>;

function searchValues(search: JobSearch): SearchValues {
  const { filters } = search;
  const values: SearchValues = {};
  const terms = filters.q ? keywordTerms(filters.q) : [];
  const words = search.text?.words;
  if (words && search.mode === 'words') {
    values.words = words;
    if (filters.sort === 'relevance')
      search.text!.tiers!.slice(0, TIERS - 1).forEach((tier, index) => (values[`tier${index}`] = tier));
  }
  if (terms.length && search.mode === 'similar') {
    // One- and two-letter words carry too few trigrams to judge, unless they are all there is.
    const words = terms.filter((term) => term.length >= PREFIX_MIN_LENGTH);
    (words.length ? words : terms).forEach((term, index) => (values[`term${index}`] = term));
  }
  if (filters.location) values.location = `%${escapeLike(filters.location)}%`;
  if (filters.location && search.text?.place) values.place = search.text.place;
  if (filters.category) values.category = filters.category;
  if (filters.skills?.length) values.skills = filters.skills;
  if (filters.budgetMin !== undefined) values.budgetMin = filters.budgetMin;
  if (filters.budgetMax !== undefined) values.budgetMax = filters.budgetMax;
  return values;
}

/** A value in the SQL: bound directly (a one-off query) or as a named placeholder (a prepared statement). */
type Bind = (name: string, value: SearchValues[string]) => Param | Placeholder;
const bindValue: Bind = (_name, value) => sql.param(value);
const bindPlaceholder: Bind = (name) => sql.placeholder(name);

/**
 * The order a row's conditions are tried in, cheapest first. PostgreSQL keeps the written order among conditions of
 * equal cost (every one here is), and a walk of the newest jobs tries them on each row it reads: with the keyword's
 * tsquery first, counting a keyword in one town with a skill among the newest 5 000 jobs took 8.3 ms, with the skill
 * first 4.9 (100 000 jobs). A tsquery reads the row's `search` and tries each of its words; the rest compare a
 * column or two.
 */
const CHEAPEST_FIRST = ['category', 'budgetMin', 'budgetMax', 'skills', 'location'];
const costRank = (name: string) => {
  const rank = CHEAPEST_FIRST.indexOf(name);
  return rank === -1 ? CHEAPEST_FIRST.length : rank;
};

function conditionsOf(values: SearchValues, bind: Bind): SQL | undefined {
  const conditions: SQL[] = [sql`${jobs.status} = 'open'`];
  const cheapestFirst = Object.entries(values).sort(([a], [b]) => costRank(a) - costRank(b));
  for (const [name, value] of cheapestFirst) {
    const v = bind(name, value);
    if (name === 'words') conditions.push(sql`${jobs.search} @@ to_tsquery('simple', ${v})`);
    // Each word must resemble a word of the title: `<%` is word similarity ≥ pg_trgm.word_similarity_threshold
    // (0.6), served by jobs_title_trgm_idx.
    else if (name.startsWith('term')) conditions.push(sql`${v} <% kalasetu_search_text(${jobs.title})`);
    // The place as typed inside the location, or its words by sound or by the lexicon in the location (weight D).
    else if (name === 'location')
      conditions.push(
        'place' in values
          ? sql`(${jobs.location} ilike ${v} or ${jobs.search} @@ to_tsquery('simple', ${bind('place', values.place!)}))`
          : sql`${jobs.location} ilike ${v}`,
      );
    else if (name === 'category') conditions.push(sql`${jobs.category} = ${v}`);
    else if (name === 'skills') conditions.push(sql`${jobs.skills} && ${v}::text[]`);
    // Budget ranges overlap the filter's range.
    else if (name === 'budgetMin') conditions.push(sql`${jobs.budgetMax} >= ${v}`);
    else if (name === 'budgetMax') conditions.push(sql`${jobs.budgetMin} <= ${v}`);
  }
  return and(...conditions);
}

function orderOf(sort: JobListQuery['sort']): SQL[] {
  // Relevance ranks tiers (relevanceSearch), each newest first.
  // Each order matches a partial index of migration 0004, id breaking ties so pages never overlap.
  if (sort === 'budget') return [desc(jobs.budgetMax), desc(jobs.id)];
  if (sort === 'deadline') return [sql`${jobs.deadline} asc nulls last`, asc(jobs.id)];
  return [desc(jobs.createdAt), desc(jobs.id)];
}

/**
 * The matching job cards, sorted after they are all found. OFFSET 0 keeps them a subquery of their own (written as
 * SQL: drizzle leaves out an offset of 0), planned without the order, so it is never a walk of the order's index that
 * reads until it meets the page. The subquery is named `jobs`, so the order's columns read it.
 */
const matchesThenSorted = (db: DbOrTx, where: SQL | undefined, sort: JobListQuery['sort']) =>
  db
    .select()
    .from(
      selectJobCards(db)
        .where(where)
        .offset(sql`0` as unknown as number)
        .as('jobs'),
    )
    .orderBy(...orderOf(sort));

/**
 * The conditions of a tier beside its own tsquery. Every tier's tsquery lies inside the whole match's
 * (relevanceTiers), so a tier needs only the filters. The planner estimates every tsquery a query holds, and planning,
 * not running, is most of a relevance search's cost.
 */
const filtersBesideTiers = (values: SearchValues, bind: Bind) =>
  conditionsOf(Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'words')), bind);

/**
 * A tier's match, before the last (which is the whole match, `words`). A title tier (0-2) is the same tsquery as the
 * anywhere tier of its level (3-5), read in `title_search`: the title's words alone, as `search` holds them with
 * weight A, so `title_search @@ tier3` is `search @@ tier0` with the planner's estimate and an index of its own.
 *
 * `walk`: the condition of a walk of the newest jobs that must stay a walk, where a title tier is read from `search`
 * (weight A). A weight is not estimated, so PostgreSQL walks; told `title_search`'s estimate, which multiplies the words'
 * shares as if unrelated ("tea estate": 40 jobs, not 8 330), it took the index's bitmap instead (28 ms against 1.5).
 */
function tierMatch(index: number, values: SearchValues, bind: Bind, walk = false): SQL {
  if (index >= TITLE_TIERS || walk)
    return sql`${jobs.search} @@ to_tsquery('simple', ${bind(`tier${index}`, values[`tier${index}`]!)})`;
  const level = index + TITLE_TIERS;
  const name = level < TIERS - 1 ? `tier${level}` : 'words';
  return sql`${jobs.titleSearch} @@ to_tsquery('simple', ${bind(name, values[name]!)})`;
}

/**
 * A search ranked by relevance: one query per tier (in the title as typed, by sound, by the lexicon; then anywhere),
 * each walking the newest-first index, appended in tier order. PostgreSQL runs a tier only while the page is not yet
 * full, so a broad search costs one walk, as the newest-first search does.
 *
 * `windowed`: a title tier after the first is read in two parts, its matches among the window's newest jobs (a walk
 * that stops at the window's start, `windowStart`) and then the older ones from `title_search`'s index, sorted. The
 * planner cannot tell a rare title tier from a common one (a prefix's estimate is coarse), and a walk for a tier with
 * no match reads the whole index: "editing", in skills and in no title, walked it twice, 270 ms over 100 000 jobs.
 */
function relevanceSearch(
  db: DbOrTx,
  values: SearchValues,
  bind: Bind,
  limit: SQL | number,
  offset: SQL | number,
  fromTier = 0,
  windowed = false,
) {
  const depth = bind('depth', 0);
  const common = conditionsOf(values, bind);
  const filtersOnly = filtersBesideTiers(values, bind);
  const last = (index: number) => index === TIERS - 1;
  const matches = (index: number, walk = false) =>
    last(index) ? undefined : tierMatch(index, values, bind, walk);
  // Tiers 0-2 are the title's, each containing the one before; 3-5 anywhere, likewise. A job in tier k is in no tier
  // before it: not in tier k-1, nor (from tier 4 on) in the title's last tier.
  const earlier = (index: number) =>
    [index - 1, ...(index > TITLE_TIERS ? [TITLE_TIERS - 1] : [])]
      .filter((before) => before >= 0)
      .map((before) => not(matches(before)!));
  const tierAt = (index: number, walk = false) =>
    and(last(index) ? common : filtersOnly, matches(index, walk), ...earlier(index));
  const tier = (index: number, where = tierAt(index)) =>
    selectJobCards(db)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(depth as unknown as number);
  const windowStart = sql`(select ${bind('windowStart', '')}::timestamptz)`;
  const titleTierInTwo = (index: number) => [
    tier(index, and(tierAt(index, true), sql`${jobs.createdAt} >= ${windowStart}`)),
    matchesThenSorted(db, and(tierAt(index), sql`${jobs.createdAt} < ${windowStart}`), 'newest').limit(
      depth as unknown as number,
    ) as unknown as ReturnType<typeof tier>,
  ];
  const tiers = Array.from({ length: TIERS }, (_, index) => index)
    .slice(fromTier)
    .flatMap((index) =>
      windowed && index > 0 && index < TITLE_TIERS ? titleTierInTwo(index) : [tier(index)],
    );
  const [first, second, ...rest] = tiers;
  return unionAll(first!, second!, ...rest)
    .limit(limit as unknown as number)
    .offset(offset as unknown as number);
}

const isRelevance = (values: SearchValues) => 'tier0' in values;

/**
 * The public search as a one-off query with its values bound: what the benchmark EXPLAINs and what the tests
 * compare the prepared statements with. Same SQL text as `runJobSearch`.
 */
export function jobSearchQuery(db: DbOrTx, search: JobSearch) {
  const values = searchValues(search);
  if (isRelevance(values))
    return relevanceSearch(
      db,
      values,
      (name, value) => sql.param(name === 'depth' ? search.limit + search.offset : value),
      search.limit,
      search.offset,
    );
  return selectJobCards(db)
    .where(conditionsOf(values, bindValue))
    .orderBy(...orderOf(search.filters.sort))
    .limit(search.limit)
    .offset(search.offset);
}

/**
 * PostgreSQL's unnamed statement: parsed and planned again for each request's values. A named statement would
 * switch to a generic plan after five executions, and for a search with a location, skills and a budget over
 * 1 000 000 jobs that plan took 5–6 s instead of 3–20 ms (decision 120).
 */
const UNNAMED_STATEMENT = '';

/**
 * The search of one shape; by relevance, the tiers after the first (runJobSearch runs the first alone), `windowed`
 * when there is a window (relevanceSearch).
 */
const prepareSearch = (db: DbOrTx, values: SearchValues, sort: JobListQuery['sort'], windowed = false) =>
  isRelevance(values)
    ? relevanceSearch(
        db,
        values,
        bindPlaceholder,
        sql.placeholder('limit') as unknown as SQL,
        sql.placeholder('offset') as unknown as SQL,
        1,
        windowed,
      ).prepare(UNNAMED_STATEMENT)
    : selectJobCards(db)
        .where(conditionsOf(values, bindPlaceholder))
        .orderBy(...orderOf(sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(UNNAMED_STATEMENT);
/**
 * How far a keyword search looks before it changes its way (tests make them small): the newest open jobs it looks
 * through first, and how many matches in all still count as few.
 */
export interface SearchReach {
  window: number;
  few: number;
}
const REACH: SearchReach = { window: 2000, few: 200 };
/** How many times the window the second, wider window is (runJobSearch). */
const WIDER = 10;

/**
 * The matches among the first `window` open jobs of an order (`window`: a placeholder). The window is a subquery named
 * `jobs` with the card's columns and what the filters read, so a search of it walks the order's index and stops at
 * the window's end whatever the planner expects. Told the window's first time instead, PostgreSQL intersected the
 * bitmaps of every filter with the window's range and read the keyword's whole entry in the index to do it (12–46 ms
 * against 1–2 for the walk).
 */
function prepareInWindow(db: DbOrTx, where: SQL | undefined, sort: JobListQuery['sort']) {
  // The description whole: shortened for the card only for the jobs that match, not for every job walked (0.5–1 ms of
  // a 2 000-job walk's 2.4).
  const window = db
    .select({
      ...jobCardColumns,
      description: jobs.description,
      search: jobs.search,
      category: jobs.category,
    })
    .from(jobs)
    .where(sql`${jobs.status} = 'open'`)
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('window'))
    .as('jobs');
  const cards = {
    ...Object.fromEntries(
      Object.keys(jobCardColumns).map((key) => [key, window[key as keyof typeof jobCardColumns]]),
    ),
    description: jobCardColumns.description,
  } as unknown as typeof jobCardColumns;
  return db
    .select(cards)
    .from(window)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(UNNAMED_STATEMENT);
}

/**
 * The keyword's first matches among the `window` newest open jobs, newest first (by relevance, the first tier's: the
 * keyword as typed in the title). The window is a prefix of the order, so a page found in it is the page. A walk of
 * the newest-first index that the planner expects to end early reads the whole index when its estimate is wrong:
 * a keyword nobody used ("wedding" over the seeded jobs) cost 160 ms newest first and 690 ms by relevance over
 * 100 000 jobs, ten times that over a million. Here no walk reads past the window.
 */
const prepareNewestInWindow = (db: DbOrTx, values: SearchValues, matching: 'first tier' | 'keyword') =>
  prepareInWindow(
    db,
    matching === 'first tier'
      ? and(filtersBesideTiers(values, bindPlaceholder), tierMatch(0, values, bindPlaceholder, true))
      : conditionsOf(values, bindPlaceholder),
    'newest',
  );

/** How long the window's first day and time is reused: any earlier one still marks off the newest jobs. */
const WINDOW_KEPT_MS = 10_000;
const windowStarts = new WeakMap<DbOrTx, ReturnType<typeof keyedCache<Date | null>>>();

/**
 * When the `window`-th newest open job was posted (null: fewer open jobs than that). Looked up every few seconds,
 * not per search: a time from a while ago marks off a few more jobs, still the newest, and the window stays a prefix.
 * The lookup is shared by the searches that ask while it runs (under load, fifty ran it at once every 10 s).
 * `keptFor`: whose lookups these are, when `db` is one of its transactions: the lookup runs on the transaction's own
 * connection, never on a second one from the pool, which every transaction might be waiting for.
 */
function windowStart(db: DbOrTx, window: number, keptFor: DbOrTx = db): Promise<Date | null> {
  let starts = windowStarts.get(keptFor);
  if (!starts) windowStarts.set(keptFor, (starts = keyedCache<Date | null>(WINDOW_KEPT_MS, 8)));
  return starts(String(window), async () => {
    const [row] = await db
      .select({ createdAt: jobs.createdAt })
      .from(jobs)
      .where(sql`${jobs.status} = 'open'`)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .offset(window - 1)
      .limit(1);
    return row?.createdAt ?? null;
  });
}

/**
 * About how many open jobs there are: the size of the open jobs' index as PostgreSQL last measured it (ANALYZE,
 * VACUUM), read every few seconds. 0 when never measured.
 */
function openJobsAbout(db: DbOrTx): Promise<number> {
  let counts = openJobCounts.get(db);
  if (!counts) openJobCounts.set(db, (counts = keyedCache<number>(WINDOW_KEPT_MS, 1)));
  return counts('open', async () => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = to_regclass('jobs_open_newest_idx')`,
    );
    return Number(row?.n ?? 0);
  });
}
const openJobCounts = new WeakMap<DbOrTx, ReturnType<typeof keyedCache<number>>>();

/**
 * Every match of the first tier, newest first, taken from the keyword's own index and sorted: a materialised
 * subquery is planned without the order, so it never walks the table (a Kannada keyword rare in titles walked all of
 * it, 80 ms over 100 000 jobs).
 */
const prepareFirstTier = (db: DbOrTx, values: SearchValues) =>
  matchesThenSorted(
    db,
    and(filtersBesideTiers(values, bindPlaceholder), tierMatch(0, values, bindPlaceholder)),
    'newest',
  )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(UNNAMED_STATEMENT);
/** By budget or deadline with filters: the matches among the first `window` open jobs of that order. */
const prepareSortedInWindow = (db: DbOrTx, values: SearchValues, sort: JobListQuery['sort']) =>
  prepareInWindow(db, conditionsOf(values, bindPlaceholder), sort);

/**
 * By budget or deadline, past the window: every match from the filters' indexes, then sorted. A walk of the order's
 * index reads until it meets the page, and where the filters and the order disagree that is most of it: a keyword in
 * one town, by budget, read 45 633 jobs for 13 (127 ms over 100 000 jobs).
 */
const prepareSortedMatches = (db: DbOrTx, values: SearchValues, sort: JobListQuery['sort']) =>
  matchesThenSorted(db, conditionsOf(values, bindPlaceholder), sort)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(UNNAMED_STATEMENT);

type PreparedSearch =
  | ReturnType<typeof prepareSearch>
  | ReturnType<typeof prepareInWindow>
  | ReturnType<typeof prepareFirstTier>
  | ReturnType<typeof prepareSortedMatches>;
const preparedSearches = new WeakMap<DbOrTx, Map<string, PreparedSearch>>();

/** The ids of every match when there are fewer than `few`, from the keyword's index (materialised: no walk); else null. */
async function fewMatches(db: DbOrTx, values: SearchValues, few: number): Promise<number[] | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with m as materialized (${db.select({ id: jobs.id }).from(jobs).where(conditionsOf(values, bindValue))})
      select id from m limit ${few}`,
  );
  return rows.length < few ? rows.map((row) => Number(row.id)) : null;
}

/** A page of the given jobs in the search's order: by relevance, the first tier each is in, then newest first. */
function pageAmong(db: DbOrTx, ids: number[], values: SearchValues, limit: number, offset: number) {
  const tiers = Array.from({ length: TIERS - 1 }, (_, index) => values[`tier${index}`]).filter(
    (tier): tier is string => typeof tier === 'string',
  );
  const tierOf = sql`case ${sql.join(
    tiers.map(
      (tier, index) =>
        sql`when ${jobs.search} @@ to_tsquery('simple', ${tier}) then ${sql.raw(String(index))}`,
    ),
    sql` `,
  )} else ${sql.raw(String(tiers.length))} end`;
  return selectJobCards(db)
    .where(inArray(jobs.id, ids))
    .orderBy(...(tiers.length ? [tierOf] : []), desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Runs the search through a drizzle prepared query per shape (mode, sort and which filters are set; at most a few
 * hundred shapes) and database handle: drizzle builds each shape's SQL once instead of for every request, which
 * was 17 % of the server's CPU under the search load (decision 120). PostgreSQL still plans each request with its
 * values.
 *
 * A keyword newest first or by relevance looks first among the newest jobs, which answers a broad keyword, then
 * among ten times as many when the first window promises a page there; then, when the keyword matches few jobs in
 * all, ranks those; only a keyword with many matches, none of them new, is left to the planner's walk. By relevance
 * the first tier is planned alone, a fraction of the time all six tiers take. A filtered search by budget or deadline
 * looks among the first jobs of its order, then sorts every match (decision 330, amended 2026-11-29).
 */
export async function runJobSearch(
  db: DbOrTx,
  search: JobSearch,
  reach: SearchReach = REACH,
  onTotal?: (matches: number) => void,
): Promise<JobCardRow[]> {
  const values = searchValues(search);
  const shape = `${search.mode}:${search.filters.sort}:${Object.keys(values).join(',')}`;
  let statements = preparedSearches.get(db);
  if (!statements) {
    statements = new Map();
    preparedSearches.set(db, statements);
  }
  const statement = (key: string, prepare: () => PreparedSearch) => {
    let prepared = statements.get(key);
    if (!prepared) {
      prepared = prepare();
      statements.set(key, prepared);
    }
    return prepared;
  };
  const { limit, offset } = search;
  const run = (
    key: string,
    prepare: () => PreparedSearch,
    page: { limit: number; offset: number; window?: number },
    windowStart?: Date,
  ) => statement(key, prepare).execute({ ...values, ...page, depth: page.limit + page.offset, windowStart });
  const { sort } = search.filters;
  if ((sort === 'budget' || sort === 'deadline') && Object.keys(values).length) {
    const inSortedWindow = (window: number) =>
      run(`sorted window:${shape}`, () => prepareSortedInWindow(db, values, sort), {
        limit: limit + offset,
        offset: 0,
        window,
      });
    const found = await inSortedWindow(reach.window);
    if (found.length === limit + offset) return found.slice(offset);
    // As newest first: some matches in the window promise a page in one WIDER times as long, a walk that stops when
    // the page is full ("brand film" in one town by budget, page 2: 95 ms of bitmaps, the keyword's by sound and by
    // the lexicon the most of it).
    if (found.length * WIDER >= 2 * (limit + offset)) {
      const wider = await inSortedWindow(reach.window * WIDER);
      if (wider.length === limit + offset) return wider.slice(offset);
    }
    return run(`sorted:${shape}`, () => prepareSortedMatches(db, values, sort), search);
  }
  const relevance = isRelevance(values);
  const keyword = 'words' in values && (relevance || search.filters.sort === 'newest');
  if (!keyword) return run(shape, () => prepareSearch(db, values, search.filters.sort), search);
  const toTheEnd = { limit: limit + offset, offset: 0 };
  // With fewer open jobs than the window, no walk reads more than the window would.
  const start = await windowStart(db, reach.window);
  const inWindow = (matching: 'first tier' | 'keyword', window = reach.window) =>
    run(`window:${matching}:${shape}`, () => prepareNewestInWindow(db, values, matching), {
      ...toTheEnd,
      window,
    });
  if (start) {
    const matching = relevance ? 'first tier' : 'keyword';
    const newest = await inWindow(matching);
    if (newest.length === limit + offset) return newest.slice(offset);
    // Some matches among the newest, not a page's worth: a wider window holds about WIDER times as many, so when that
    // is twice the page, walk it (stopping when the page is full) before reading every match from the keyword's
    // index. A keyword in one town matched 12 of the 2 000 newest jobs, and its 13th was 200 jobs further: a walk of
    // 2 ms, where its bitmaps took 90 (100 000 jobs). None among the newest predicts few in all, which an index
    // answers at once: walking the wider window first cost a Kannada word rare in titles 17.6 ms over 1 000 000 jobs
    // (81 searches a second instead of 338) and a keyword no job has as much. Where the wider window is a tenth of the
    // open jobs or less, any match among the newest is enough: past the window the first tier is read whole from the
    // title's index, and a title common in a million jobs costs that whatever the filters ("product photography" in
    // Nashik with a photography skill: 62 338 titles read for 1 051 matches, 490–690 ms; its page was 12 000 jobs
    // into the walk). Over 1 000 000 jobs the mix's different searches took 24–28 s instead of 32–39.
    if (
      newest.length * WIDER >= 2 * (limit + offset) ||
      (newest.length > 0 && (await openJobsAbout(db)) >= 10 * WIDER * reach.window)
    ) {
      const found = await inWindow(matching, reach.window * WIDER);
      if (found.length === limit + offset) return found.slice(offset);
    }
    // Many matches among the newest jobs: the tiers' walks end early. Else count them out, and rank them when few
    // (the probe builds the keyword's whole bitmap, 30 ms for a broad keyword in Kannada, so it comes second). Not
    // when the window's share of matches, over every open job, promises twice `few`: then the probe only builds a
    // bitmap to find it has too many (40–66 ms for a keyword in one town with a skill over 100 000 jobs).
    const inKeywordWindow = relevance ? (await inWindow('keyword')).length : newest.length;
    const many =
      inKeywordWindow === limit + offset ||
      inKeywordWindow * (await openJobsAbout(db)) >= 2 * reach.few * reach.window;
    const few = many ? null : await fewMatches(db, values, reach.few);
    if (few) {
      onTotal?.(few.length);
      return few.length ? pageAmong(db, few, values, limit, offset) : [];
    }
  }
  if (!relevance) return run(shape, () => prepareSearch(db, values, search.filters.sort), search);
  // The first tier comes first in the whole ranking: when it reaches the page's end, the page is all its own.
  // Otherwise every job of it is in hand, and the later tiers fill the rest of the page.
  const first = await run(`first:${shape}`, () => prepareFirstTier(db, values), toTheEnd);
  const onThePage = first.slice(offset);
  if (first.length === limit + offset) return onThePage;
  const later = await run(
    `later:${start ? 'windowed:' : ''}${shape}`,
    () => prepareSearch(db, values, search.filters.sort, !!start),
    { limit: limit - onThePage.length, offset: Math.max(0, offset - first.length) },
    start ?? undefined,
  );
  return [...onThePage, ...later];
}

/** The same search by its bound values: what the count cache keys on (the sort does not change a count). */
export function searchShapeKey(search: Omit<JobSearch, 'limit' | 'offset'>): string {
  const values = searchValues({ ...search, limit: 0, offset: 0 });
  return JSON.stringify([search.mode, Object.entries(values).filter(([name]) => !name.startsWith('tier'))]);
}

/**
 * How many of the newest open jobs a count looks through at most. A walk's cost is the rows it reads (about 1 µs
 * each), not the matches it finds: a keyword in one town matched 3 % of the jobs, and counting 1 001 of them read
 * 30 000 jobs, 45–90 ms over 100 000 jobs, past the count's time budget, so no count was shown for a search a third
 * of the readers make. Bounded, a count costs a few pages at most, whatever the table's size.
 */
const COUNT_REACH = 5_000;

/**
 * The matches among the `reach` newest open jobs, counted no further than `limit`. The newest are a subquery named
 * `jobs` with what the filters read, so the walk stops at its end.
 */
function countQuery(
  db: DbOrTx,
  values: SearchValues,
  bind: Bind,
  reach: number | Placeholder,
  limit: number | Placeholder,
) {
  const newest = db
    .select({
      status: jobs.status,
      title: jobs.title,
      search: jobs.search,
      location: jobs.location,
      category: jobs.category,
      skills: jobs.skills,
      budgetMin: jobs.budgetMin,
      budgetMax: jobs.budgetMax,
    })
    .from(jobs)
    .where(sql`${jobs.status} = 'open'`)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(reach)
    .as('jobs');
  return db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(newest)
      .where(conditionsOf(values, bind))
      .limit(limit)
      .as('matches'),
  );
}
const prepareCount = (db: DbOrTx, values: SearchValues) =>
  countQuery(db, values, bindPlaceholder, sql.placeholder('reach'), sql.placeholder('limit')).prepare(
    UNNAMED_STATEMENT,
  );
const preparedCounts = new WeakMap<DbOrTx, Map<string, ReturnType<typeof prepareCount>>>();

/**
 * How many open jobs match, counting no further than `limit` matches and the `reach` newest open jobs: the walk of
 * the newest-first index stops at whichever comes first. `complete`: the walk saw every open job (or reached the
 * limit), so the number is the count; else it is how many of the newest match, a lower bound. Prepared per shape,
 * like the search. `root`: the database `db` is a transaction of, whose lookup of the reach's end is kept a few
 * seconds and shared (`windowStart`); kept per transaction, it was a query more for every count.
 */
export async function countJobSearch(
  db: DbOrTx,
  search: Omit<JobSearch, 'limit' | 'offset'>,
  limit: number,
  reach = COUNT_REACH,
  root: DbOrTx = db,
): Promise<{ counted: number; complete: boolean }> {
  const values = searchValues({ ...search, limit: 0, offset: 0 });
  const shape = `${search.mode}:${Object.keys(values).join(',')}`;
  let statements = preparedCounts.get(db);
  if (!statements) {
    statements = new Map();
    preparedCounts.set(db, statements);
  }
  let prepared = statements.get(shape);
  if (!prepared) {
    prepared = prepareCount(db, values);
    statements.set(shape, prepared);
  }
  const [row] = await prepared.execute({ ...values, limit, reach });
  const counted = row?.n ?? 0;
  return { counted, complete: counted >= limit || (await windowStart(db, reach, root)) === null };
}

/** The count as a one-off query with its values bound, for the benchmark's EXPLAIN. Same SQL text as `countJobSearch`. */
export function jobCountQuery(db: DbOrTx, search: Omit<JobSearch, 'limit' | 'offset'>, limit: number) {
  return countQuery(db, searchValues({ ...search, limit: 0, offset: 0 }), bindValue, COUNT_REACH, limit);
}
