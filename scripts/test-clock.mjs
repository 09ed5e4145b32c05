// Preloaded into every Node process of a test run when TEST_NOW is set (the Makefile adds it to
// NODE_OPTIONS): the wall clock starts at TEST_NOW and runs on, in every process alike, so the suite
// can be run at any hour on purpose. Timers, performance.now() and process.hrtime are untouched.
//
// TEST_NOW_ORIGIN_MS is the real instant TEST_NOW stands for; the first process sets it and every
// process it starts inherits it, so their clocks agree to the millisecond.
const at = Date.parse(process.env.TEST_NOW ?? '');
if (Number.isNaN(at)) throw new Error(`TEST_NOW must be an ISO instant (e.g. 2026-11-26T13:45:00Z), got "${process.env.TEST_NOW}"`);

const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
process.env.TEST_NOW_ORIGIN_MS ??= String(realNow());
const offset = at - Number(process.env.TEST_NOW_ORIGIN_MS);
const shiftedNow = () => realNow() + offset;

// `new Date()` and `Date()` read the shifted clock; every other form is the real constructor. A proxy
// keeps `instanceof Date` true for dates made anywhere (native code included).
const ShiftedDate = new Proxy(RealDate, {
  construct: (target, args, newTarget) =>
    Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget === ShiftedDate ? target : newTarget),
  apply: () => new RealDate(shiftedNow()).toString(),
});
RealDate.now = shiftedNow;
RealDate.prototype.constructor = ShiftedDate;
globalThis.Date = ShiftedDate;
