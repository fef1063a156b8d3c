import { describe, expect, it } from 'vitest';
import {
  parseRecipientList,
  toSendEmailForm,
  toSendEmailParameters,
  validateSendEmailForm,
} from './send-email-parameters';

const valid = { to: 'a@x.com', cc: '', subject: 'Hello', body: 'Body' };

describe('parseRecipientList', () => {
  it.each([
    ['a@x.com', ['a@x.com']],
    ['a@x.com, b@y.com', ['a@x.com', 'b@y.com']],
    [' a@x.com ,, ,b@y.com, ', ['a@x.com', 'b@y.com']],
    ['', []],
    [' , , ', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (text, list) => {
    expect(parseRecipientList(text)).toEqual(list);
  });
});

describe('validateSendEmailForm', () => {
  it('accepts a complete form', () => {
    expect(validateSendEmailForm(valid)).toBeNull();
  });

  it.each(['', '   ', ' , ,'])('needs a recipient (to = %j)', (to) => {
    expect(validateSendEmailForm({ ...valid, to })).toBe(
      'Please provide at least one recipient email address.',
    );
  });

  it('does not count CC as a recipient', () => {
    expect(validateSendEmailForm({ ...valid, to: '', cc: 'c@x.com' })).toBe(
      'Please provide at least one recipient email address.',
    );
  });

  it.each(['', '  \n '])('needs a subject (%j)', (subject) => {
    expect(validateSendEmailForm({ ...valid, subject })).toBe(
      'Please provide a subject for the email.',
    );
  });

  it.each(['', ' \t '])('needs a body (%j)', (body) => {
    expect(validateSendEmailForm({ ...valid, body })).toBe(
      'Please provide a message body for the email.',
    );
  });

  it('reports the recipient first, then the subject', () => {
    expect(validateSendEmailForm({ to: '', cc: '', subject: '', body: '' })).toBe(
      'Please provide at least one recipient email address.',
    );
    expect(validateSendEmailForm({ ...valid, subject: '', body: '' })).toBe(
      'Please provide a subject for the email.',
    );
  });
});

describe('toSendEmailForm / toSendEmailParameters', () => {
  it('round-trips task parameters', () => {
    const parameters = { to: ['a@x.com', 'b@y.com'], cc: ['c@z.com'], subject: 'S', body: 'B\n' };
    const form = toSendEmailForm(parameters);
    expect(form).toEqual({ to: 'a@x.com, b@y.com', cc: 'c@z.com', subject: 'S', body: 'B\n' });
    expect(toSendEmailParameters(form)).toEqual(parameters);
  });

  it('starts blank when parameters are missing', () => {
    expect(toSendEmailForm(null)).toEqual({ to: '', cc: '', subject: '', body: '' });
    expect(toSendEmailForm({ to: null, subject: null })).toEqual({
      to: '',
      cc: '',
      subject: '',
      body: '',
    });
  });

  it('trims recipients and subject, keeps the body as written', () => {
    expect(
      toSendEmailParameters({ to: ' a@x.com ,', cc: ' ,', subject: ' Hi ', body: '  Dear X,\n' }),
    ).toEqual({ to: ['a@x.com'], cc: [], subject: 'Hi', body: '  Dear X,\n' });
  });
});
