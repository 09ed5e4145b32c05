// Text from another system (an SMTP server's reply, Odoo's fault) goes to logs, to a job's failure in
// Redis (which a queue's event stream keeps after the job, where an erase cannot reach it) and to the
// dashboard; a server often names the person in it ("550 5.1.1 <ada@…>"). Written like an e-mail
// address, anything becomes `[address]`.

const ADDRESS = /[^\s<>()[\]",;:]+@[^\s<>()[\]",;:]+/g;

/** The text with every e-mail address written as `[address]`. */
export const withoutAddresses = (text: string) => text.replace(ADDRESS, '[address]');
