import { calendarBody } from '../apps/server/src/modules/calendar/calendar.test-utils.ts';
import { signIn } from '../apps/server/test/oidc-client.ts';
import { benchmark, measure, type Row, record, runFacts, type Server, table } from './harness.ts';

/**
 * The calendar (issue 13): how many bookings per second one calendar takes, with every seat contested, and how
 * fast the month of availability of a busy calendar answers, beside the bare route of the same run. Same harness
 * as the other benchmarks: the app in a child process on a fresh PGlite, the load in this one.
 */

const COMMAND = 'npm run bench -- calendar';
const PASSWORD = 'halo-demo';
const ACCESS_TOKEN_TTL_S = 3600;
const API = '/api/v1/calendar';
const ZONE = 'Europe/Rome';
/** Bookings attempted, and how many go at once. */
const ATTEMPTS = 4000;
const CONCURRENCY = 10;
/** Each slot is asked for this many times: all but `SEATS` of them must be refused. */
const ASKS_PER_SLOT = 4;
const SEATS = 2;

const ON_POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);

/** `BENCH_DATABASE_URL` runs the server on that (empty) PostgreSQL database instead of PGlite. */
function serverEnv(base: string) {
  const postgres = process.env.BENCH_DATABASE_URL;
  return {
    NODE_ENV: 'test',
    DEMO: 'true',
    PUBLIC_URL: base,
    ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S),
    ...(postgres && { DATABASE_URL: postgres }),
  };
}

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Open every day 06:00–22:00 in 5-minute appointments of `SEATS` seats, bookable at once, for 60 days. */
async function createCalendar(base: string, admin: string): Promise<number> {
  const created = await call(
    base,
    admin,
    'POST',
    API,
    calendarBody(
      { nome: 'Ambulatorio del benchmark', tipoAccesso: 'interno' },
      {
        orari: [1, 2, 3, 4, 5, 6, 7].map((giorno) => ({ giorno, dalle: '06:00', alle: '22:00' })),
        durataMinuti: 5,
        posti: SEATS,
      },
    ),
  );
  if (created.status !== 201) throw new Error(`calendar not created: ${JSON.stringify(created.body)}`);
  return Number(created.body.id);
}

/** A local date in Rome, `days` from today (YYYY-MM-DD). */
function romeDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The first `count` slot starts from tomorrow on, as the calendar's availability gives them. */
async function slotStarts(base: string, token: string, calendarId: number, count: number): Promise<string[]> {
  const { body } = await call(
    base,
    token,
    'GET',
    `${API}/${calendarId}?dal=${romeDate(1)}&al=${romeDate(40)}`,
  );
  const starts = (body.disponibilita as { slot: { inizio: string }[] }).slot.map((slot) => slot.inizio);
  if (starts.length < count) throw new Error(`only ${starts.length} slots`);
  return starts.slice(0, count);
}

/**
 * `ATTEMPTS` bookings on behalf of distinct people, `CONCURRENCY` at a time, each slot asked `ASKS_PER_SLOT`
 * times in a row (so the askers of one slot race each other): every answer must be 201 or a 409 "slot full".
 */
async function bookingRun(base: string, operator: string, calendarId: number) {
  const starts = await slotStarts(base, operator, calendarId, Math.ceil(ATTEMPTS / ASKS_PER_SLOT));
  const jobs = Array.from({ length: ATTEMPTS }, (_, i) => ({
    inizio: starts[Math.floor(i / ASKS_PER_SLOT)] ?? '',
    nome: `Persona ${i}`,
  }));
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        const t = performance.now();
        const { status } = await call(base, operator, 'POST', `${API}/events`, {
          id: '-1',
          calendarioId: calendarId,
          inizio: job.inizio,
          per: { nome: job.nome },
        });
        latencies.push(performance.now() - t);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { seconds, statuses, p50: at(0.5), p99: at(0.99), slots: starts.length };
}

/** Reads every booking back through the agenda and counts the slots holding more than their seats. */
async function doubles(base: string, operator: string, calendarId: number) {
  const perSlot = new Map<string, number>();
  let total = 0;
  for (let page = 1; ; page++) {
    const { body } = await call(
      base,
      operator,
      'GET',
      `${API}/events?ambito=gestite&calendarioId=${calendarId}&size=500&page=${page}`,
    );
    const items = body.items as { inizio: string; stato: string }[];
    for (const item of items) perSlot.set(item.inizio, (perSlot.get(item.inizio) ?? 0) + 1);
    total = Number(body.total);
    if (page * 500 >= total) break;
  }
  return { total, over: [...perSlot.values()].filter((n) => n > SEATS).length };
}

async function main({ base, startup }: Server) {
  const admin = (await signIn(base, 'superadmin', PASSWORD)).tokens.access_token ?? '';
  const operator = (await signIn(base, 'operatore.sanitario', PASSWORD)).tokens.access_token ?? '';
  const calendarId = await createCalendar(base, admin);

  const run = await bookingRun(base, operator, calendarId);
  const booked = run.statuses.get(201) ?? 0;
  const refused = run.statuses.get(409) ?? 0;
  const other = ATTEMPTS - booked - refused;
  const check = await doubles(base, operator, calendarId);
  const rate = Math.round(ATTEMPTS / run.seconds);
  console.log(
    `bookings: ${rate} attempts/s, ${booked} booked, ${refused} refused, ${check.over} slots over capacity`,
  );
  if (other > 0 || check.over > 0 || booked !== run.slots * SEATS || check.total !== booked) {
    throw new Error(
      `wrong outcome: ${JSON.stringify([...run.statuses])}, ${check.over} slots over capacity, ${check.total} read back`,
    );
  }

  // Availability: a month of the demo vaccination clinic (15-minute appointments, weekdays) and of the busy calendar
  // (5-minute appointments 16 hours a day, its first weeks full), alone (one connection: the latency one person
  // sees) and under load (ten connections: what the server sustains).
  const dal = romeDate(1);
  const al = romeDate(31);
  const calendars = (await call(base, operator, 'GET', `${API}?gestiti=true`)).body as unknown as {
    id: number;
    nome: string;
  }[];
  const clinic = calendars.find((c) => c.nome.startsWith('Vaccinazioni'));
  if (!clinic) throw new Error('the demo clinic is missing');
  const slotsOf = async (id: number) =>
    (
      (await call(base, operator, 'GET', `${API}/${id}?dal=${dal}&al=${al}`)).body.disponibilita as {
        slot: unknown[];
      }
    ).slot.length;
  const clinicSlots = await slotsOf(clinic.id);
  const busySlots = await slotsOf(calendarId);
  const headers = { authorization: `Bearer ${operator}` };
  const rows: Row[] = [];
  for (const target of [
    { name: 'bare route (`/api/health`), 1 connection', path: '/api/health', connections: 1 },
    {
      name: `a month of the demo clinic (\`calendar/{id}?dal&al\`, ${clinicSlots} slots), 1 connection`,
      path: `${API}/${clinic.id}?dal=${dal}&al=${al}`,
      connections: 1,
    },
    {
      name: `a month of the busy calendar (${busySlots} slots), 1 connection`,
      path: `${API}/${calendarId}?dal=${dal}&al=${al}`,
      connections: 1,
    },
    { name: 'bare route (`/api/health`), 10 connections', path: '/api/health' },
    { name: 'a month of the demo clinic, 10 connections', path: `${API}/${clinic.id}?dal=${dal}&al=${al}` },
    {
      name: 'a month of the busy calendar, 10 connections',
      path: `${API}/${calendarId}?dal=${dal}&al=${al}`,
    },
  ]) {
    const { row } = await measure(base, { ...target, headers });
    if (row.failed > 0) throw new Error(`${target.path}: ${row.failed} answers other than 200`);
    rows.push(row);
  }
  console.log(`\n${table(rows)}`);

  const alone = rows[1];
  const output = [
    `## Calendar: bookings and availability${ON_POSTGRES ? ' on PostgreSQL' : ''}`,
    '',
    ...runFacts(COMMAND, import.meta.filename),
    `- Setup: ${ON_POSTGRES ? 'the server on PostgreSQL (BENCH_DATABASE_URL, an empty database on the same machine) instead of PGlite; ' : ''}the demo data (DEMO=true, NODE_ENV=test, ${startup} ms from spawn to listening) and one more calendar, open every day 06:00–22:00 in 5-minute appointments of ${SEATS} seats. Bookings: \`operatore.sanitario\` books on behalf of ${ATTEMPTS} distinct people through \`POST calendar/events\`, ${CONCURRENCY} requests at a time over plain \`fetch\`, each slot asked ${ASKS_PER_SLOT} times in a row so its askers race for its ${SEATS} seats. Then every booking is read back through the agenda (\`GET calendar/events?ambito=gestite\`) and counted per slot. Reads: autocannon, 2 s warm-up then 10 s per row, \`Accept-Encoding: gzip\`, with 1 or 10 connections as each row says.`,
    '',
    '| Bookings | Attempts/s | Latency p50 (ms) | Latency p99 (ms) | Booked (201) | Refused "slot full" (409) | Slots over capacity |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| ${ATTEMPTS} attempts on ${run.slots} slots | ${rate} | ${run.p50} | ${run.p99} | ${booked} | ${refused} | ${check.over} |`,
    '',
    table(rows),
    '',
    `Every attempt is one statement, atomic by itself (docs/adr/0013): unless the person already holds an overlapping place, the slot's seat counter is taken by an upsert guarded by \`booked < capacity\` (and a CHECK constraint), and the booking, its history row, the audit entry and the reminder job (a row of pg-boss's job table, with its queue's policy: docs/adr/0040) are inserted from it in data-modifying \`WITH\` clauses; a refused attempt writes nothing. Exactly ${SEATS} of every ${ASKS_PER_SLOT} askers of a slot got it and no slot holds more than its seats (the run fails otherwise). An attempt makes four statements (token revocation, calendar, permissions, the booking); the access token's signature is checked once per token and remembered until it expires. On PGlite the database runs inside the server's one thread, so everything an attempt costs is paid there, one attempt at a time: the profile of this path is about half PGlite (its WebAssembly planning and running the statements, and the file-system calls it makes for each), a tenth the query builder, the rest HTTP, validation and the slot rules. The month of availability is computed from the configuration (Luxon only at each range's opening and closing instants, holidays from date-holidays) minus the seats taken; the window's seat counts and the person's places are kept until a booking of that calendar, and the month as the person sees it until a booking or the clock changes it, serialised and compressed once (docs/adr/0032): while nobody books, a read makes no query. Alone, a month of the demo clinic answers in ${alone?.p99 ?? '?'} ms at p99.`,
  ].join('\n');
  record(ON_POSTGRES ? 'calendar-postgres' : 'calendar', output);
}

await benchmark({ script: import.meta.filename, env: serverEnv, run: main });
