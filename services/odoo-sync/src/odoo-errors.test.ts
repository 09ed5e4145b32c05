// Every kind of Odoo failure (docs/odoo-sync.md, "Failures"), classified from the shapes the npm client hands over.
import { describe, expect, it } from 'vitest';
import { classifyFault, classifyJson2Error, classifyTransportError, lastException } from './classify-odoo-error';
import { loadRejected } from './load-result';
import { OdooError, timeoutError } from './odoo-errors';

const traceback = (...tail: string[]) =>
  [
    'Traceback (most recent call last):',
    '  File "/usr/lib/python3/dist-packages/odoo/service/model.py", line 133, in retrying',
    '    result = func()',
    '  File "/usr/lib/python3/dist-packages/odoo/sql_db.py", line 332, in execute',
    '    res = self._obj.execute(query, params)',
    ...tail,
  ].join('\n') + '\n';

describe('lastException', () => {
  it('when the message spans lines, then the block after the last frame is kept and its first line is the reason', () => {
    const text = traceback(
      'psycopg2.OperationalError: server closed the connection unexpectedly',
      '\tThis probably means the server terminated abnormally',
      '\tbefore or while processing the request.',
      '',
    );
    expect(lastException(text)).toEqual({
      type: 'psycopg2.OperationalError',
      line: 'psycopg2.OperationalError: server closed the connection unexpectedly',
      text: expect.stringContaining('before or while processing the request.'),
    });
  });

  it('when exceptions are chained, then the last one wins', () => {
    const text = traceback(
      'KeyError: 5',
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      'Traceback (most recent call last):',
      '  File "/usr/lib/python3/dist-packages/odoo/api.py", line 466, in call_kw',
      '    result = _call_kw_model(method, model, args, kwargs)',
      "ValueError: Invalid field 'x' on model 'crm.lead'",
    );
    expect(lastException(text)).toMatchObject({ type: 'ValueError', line: "ValueError: Invalid field 'x' on model 'crm.lead'" });
  });

  it('when Python 3.11 underlines the source line with carets, then the exception after it is kept', () => {
    const text = traceback(
      '  File "/usr/lib/python3/dist-packages/odoo/models.py", line 4273, in write',
      '    real_recs._validate_fields(vals, inverse_fields)',
      '    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
      'odoo.exceptions.ValidationError: The ending date and time cannot be earlier than the starting date and time.',
    );
    expect(lastException(text).line).toBe(
      'odoo.exceptions.ValidationError: The ending date and time cannot be earlier than the starting date and time.',
    );
    expect(lastException(traceback('  File "x.py", line 1, in f', '    a[b]', '    ~^^^', 'KeyError: 5')).line).toBe('KeyError: 5');
  });

  it('when there is no traceback, then the last line is the exception', () => {
    expect(lastException('something\nTypeError: nope\n')).toMatchObject({ type: 'TypeError', line: 'TypeError: nope' });
  });
});

describe('classifyFault', () => {
  it.each([
    [traceback('psycopg2.errors.SerializationFailure: could not serialize access due to concurrent update'), 'transient', 'concurrency'],
    [traceback('psycopg2.errors.DeadlockDetected: deadlock detected'), 'transient', 'concurrency'],
    [traceback('psycopg2.errors.LockNotAvailable: lock not available'), 'transient', 'concurrency'],
    [traceback('psycopg2.pool.PoolError: The Connection Pool Is Full'), 'transient', 'pool_exhausted'],
    [traceback('psycopg2.OperationalError: could not connect to server: Connection refused'), 'transient', 'database_unavailable'],
    [
      traceback('psycopg2.OperationalError: server closed the connection unexpectedly', '\tThis probably means…'),
      'transient',
      'database_unavailable',
    ],
    [
      traceback(
        'psycopg2.OperationalError: connection to server on socket "/run/pg.sock" failed: FATAL:  database "nope" does not exist',
        '',
      ),
      'permanent',
      'unknown_database',
    ],
    [traceback('TypeError: cannot marshal None unless allow_none is enabled'), 'succeeded', 'marshal_none'],
    [traceback("ValueError: Invalid field 'x_nope' on model 'crm.lead'"), 'permanent', 'server_error'],
    [traceback("ValueError: time data '2024-06-03T09:30:00Z' does not match format '%Y-%m-%d %H:%M:%S'"), 'permanent', 'server_error'],
    // A method this Odoo does not have (17's words, then 18's and 19's): its configuration, as JSON-2's 404.
    [traceback("AttributeError: The method 'foo' does not exist on the model 'crm.lead'"), 'permanent', 'config'],
    [traceback("AttributeError: The method 'crm.lead.foo' does not exist"), 'permanent', 'config'],
    [traceback("AttributeError: 'NoneType' object has no attribute 'id'"), 'permanent', 'server_error'],
    [traceback('xml.parsers.expat.ExpatError: not well-formed (invalid token): line 1, column 9'), 'permanent', 'server_error'],
  ])('fault 1 ending %#, then %s / %s', (faultString, kind, code) => {
    expect(classifyFault(1, faultString, 'crm.lead.create')).toMatchObject({ kind, code, faultCode: 1 });
  });

  it('when a fault 1 is classified, then the reason is its exception line only', () => {
    const error = classifyFault(1, traceback("ValueError: Invalid field 'x_nope' on model 'crm.lead'"), 'crm.lead.create');
    expect(error.reason).toBe("ValueError: Invalid field 'x_nope' on model 'crm.lead'");
    expect(error.message).toBe("crm.lead.create: ValueError: Invalid field 'x_nope' on model 'crm.lead'");
    expect(error.exceptionType).toBe('ValueError');
  });

  it('when the fault is 2 (whatever its translated text), then it is permanent', () => {
    const error = classifyFault(2, 'La opération ne peut pas être effectuée :\n- un champ obligatoire…', 'crm.lead.create');
    expect(error).toMatchObject({ kind: 'permanent', code: 'user_error' });
    expect(error.reason).not.toContain('\n');
  });

  it("when the fault is 2 \"configure the sender's email address\", then it waits for Odoo's set-up (not the record's fault)", () => {
    const error = classifyFault(2, "Unable to send message, please configure the sender's email address.", 'crm.lead.message_post');
    expect(error).toMatchObject({ kind: 'permanent', code: 'not_set_up', faultCode: 2 });
    expect(error.reason).toMatch(/needs an e-mail address\)$/);
  });

  it('when the fault is 3 Access Denied, then it is permanent; the login cooldown is retried once after 60 s', () => {
    expect(classifyFault(3, 'Access Denied')).toMatchObject({ kind: 'permanent', code: 'access_denied' });
    expect(classifyFault(3, 'Too many login failures, please wait a bit before trying again.')).toMatchObject({
      kind: 'transient',
      code: 'login_cooldown',
      retryAfterMs: 60_000,
      maxRetries: 1,
    });
  });

  it('when the fault is 4, then it is permanent', () => {
    expect(classifyFault(4, 'You are not allowed to create Lead/Opportunity')).toMatchObject({ kind: 'permanent', code: 'access_error' });
  });

  it('when a long message arrives, then the reason is truncated to one short line', () => {
    const error = classifyFault(2, `x${'y'.repeat(1000)}`);
    expect(error.reason.length).toBeLessThanOrEqual(300);
  });
});

const withResponse = (error: Error, statusCode: number, headers: Record<string, string> = {}) => {
  Object.defineProperty(error, 'res', { value: { statusCode, headers } });
  return error;
};
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('classifyTransportError', () => {
  it('when the npm client reports a fault, then it is classified by code', () => {
    const fault = Object.assign(new Error('XML-RPC fault: Access Denied'), { faultCode: 3, faultString: 'Access Denied' });
    expect(classifyTransportError(fault, 'crm.lead.search')).toMatchObject({
      kind: 'permanent',
      code: 'access_denied',
      call: 'crm.lead.search',
    });
  });

  it('when the answer is HTTP 404, then it is permanent (wrong URL)', () => {
    expect(classifyTransportError(withResponse(new Error('Not Found'), 404))).toMatchObject({
      kind: 'permanent',
      code: 'not_found',
      httpStatus: 404,
    });
  });

  it.each([429, 502, 503, 504])('when a proxy answers %i with HTML, then it is transient with an unknown outcome', (status) => {
    const error = classifyTransportError(withResponse(new Error("Unknown XML-RPC tag 'HTML'"), status, { 'retry-after': '7' }));
    expect(error).toMatchObject({ kind: 'transient', code: 'http_status', httpStatus: status, retryAfterMs: 7000, outcomeUnknown: true });
  });

  it('when a 200 answer is not XML-RPC, then it is transient', () => {
    expect(classifyTransportError(withResponse(new Error('Invalid XML-RPC message'), 200))).toMatchObject({
      kind: 'transient',
      code: 'bad_response',
    });
  });

  it('when the connection is refused, then it is transient and nothing can have been committed', () => {
    expect(classifyTransportError(withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED'))).toMatchObject({
      kind: 'transient',
      code: 'network',
      outcomeUnknown: false,
    });
  });

  it('when the socket is reset, then it is transient and the outcome is unknown', () => {
    expect(classifyTransportError(withCode('socket hang up', 'ECONNRESET'))).toMatchObject({
      kind: 'transient',
      code: 'network',
      outcomeUnknown: true,
    });
  });

  it('when TLS fails, then it is a permanent configuration error', () => {
    expect(classifyTransportError(withCode('self-signed certificate', 'DEPTH_ZERO_SELF_SIGNED_CERT'))).toMatchObject({
      kind: 'permanent',
      code: 'config',
    });
  });

  it('when our timeout fires, then it is transient with an unknown outcome', () => {
    expect(timeoutError('crm.lead.load', 30_000)).toMatchObject({ kind: 'transient', code: 'timeout', outcomeUnknown: true });
  });

  it('when given an OdooError, then it is passed through', () => {
    const error = new OdooError({ kind: 'permanent', code: 'config', reason: 'x' });
    expect(classifyTransportError(error)).toBe(error);
  });
});

/** A JSON-2 error body as Odoo 19 serialises an exception (odoo/http.py serialize_exception). */
const json2Body = (name: string, message: string, debug = '') => ({ name, message, arguments: [message], context: {}, debug });

describe('classifyJson2Error (the answers of a real Odoo 19.0)', () => {
  it.each([
    [401, json2Body('werkzeug.exceptions.Unauthorized', 'Invalid apikey'), 'permanent', 'access_denied'],
    [
      403,
      json2Body('odoo.exceptions.AccessError', "You are not allowed to delete 'Lead/Opportunity' (crm.lead) records."),
      'permanent',
      'access_error',
    ],
    [403, json2Body('odoo.exceptions.AccessDenied', 'Access Denied'), 'permanent', 'access_denied'],
    [404, json2Body('werkzeug.exceptions.NotFound', "the model 'crm.lead' does not exist"), 'permanent', 'config'],
    [404, json2Body('werkzeug.exceptions.NotFound', "The method 'crm.lead.nope' does not exist"), 'permanent', 'config'],
    [404, json2Body('odoo.exceptions.MissingError', 'Record does not exist or has been deleted.'), 'permanent', 'user_error'],
    [409, json2Body('odoo.exceptions.LockError', 'Cannot lock the records'), 'transient', 'concurrency'],
    [422, json2Body('werkzeug.exceptions.UnprocessableEntity', "missing a required argument: 'vals_list'"), 'permanent', 'user_error'],
    [
      422,
      json2Body('odoo.exceptions.ValidationError', "Missing required value for the field 'Opportunity' (name)."),
      'permanent',
      'user_error',
    ],
    [400, json2Body('werkzeug.exceptions.BadRequest', 'could not parse the body as json'), 'permanent', 'bad_request'],
    [
      500,
      json2Body(
        'psycopg2.errors.SerializationFailure',
        'could not serialize access',
        traceback('psycopg2.errors.SerializationFailure: could not serialize access due to concurrent update'),
      ),
      'transient',
      'concurrency',
    ],
    [
      500,
      json2Body('builtins.ValueError', 'Expected singleton: res.users()', traceback('ValueError: Expected singleton: res.users()')),
      'permanent',
      'server_error',
    ],
  ] as const)('when Odoo answers %i %o, then it is %s %s', (status, body, kind, code) => {
    expect(classifyJson2Error(status, body, 'x.y')).toMatchObject({ kind, code, call: 'x.y' });
  });

  it('when a proxy answers without a JSON body, then 404 is the URL and anything else transient with an unknown outcome', () => {
    expect(classifyJson2Error(404, null)).toMatchObject({ kind: 'permanent', code: 'not_found' });
    expect(classifyJson2Error(502, null, undefined, '3')).toMatchObject({
      kind: 'transient',
      code: 'http_status',
      outcomeUnknown: true,
      retryAfterMs: 3000,
    });
  });

  it('when the 500 carries a traceback, then the reason is its last exception line, as for an XML-RPC fault 1', () => {
    const body = json2Body(
      'builtins.ValueError',
      'Expected singleton: res.users()',
      traceback('ValueError: Expected singleton: res.users()'),
    );
    expect(classifyJson2Error(500, body).reason).toBe('ValueError: Expected singleton: res.users()');
  });
});

describe("Odoo's text, kept without e-mail addresses (it reaches logs, Redis and the dashboard)", () => {
  const address = 'Ada.Obi+x@Example.NG';

  it('when a fault, a JSON-2 answer or a refused load row quotes an address, then neither the reason nor what the error keeps holds it', () => {
    const errors = [
      classifyFault(1, traceback(`ValueError: Invalid value '${address}' for field 'email_from'`), 'crm.lead.create'),
      classifyFault(2, `The e-mail ${address} is already used by another contact.`),
      classifyJson2Error(
        500,
        json2Body('builtins.ValueError', `Invalid value '${address}'`, traceback(`ValueError: Invalid value '${address}'`)),
      ),
      classifyJson2Error(422, json2Body('odoo.exceptions.ValidationError', `The e-mail <${address}> is invalid`)),
      loadRejected('crm.lead', [{ type: 'error', message: `No matching record found for name '${address}' in field 'Contact'` }]),
    ];
    for (const error of errors) {
      expect(error.reason).toContain('[address]');
      expect(JSON.stringify({ ...error, message: error.message })).not.toMatch(/ada\.obi/i);
    }
    // An apostrophe may be part of an address (o'neil@), so quotes around one go with it.
    expect(errors[0]!.reason).toBe("ValueError: Invalid value [address] for field 'email_from'");
  });
});
