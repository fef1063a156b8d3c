import { describe, expect, it } from 'vitest';
import {
  vendorIdFromFieldsChanged,
  vendorNameFromEventMessage,
  vendorNameFromEvents,
} from './vendor-from-run';

describe('vendorNameFromEventMessage', () => {
  it.each([
    ['Set Vendor Name: Acme Corp', 'Acme Corp'],
    ['Set Vendor Name:Acme', 'Acme'],
    ['Set Vendor Name:   Acme: West  ', 'Acme: West'],
  ])('%j -> %j', (message, name) => {
    expect(vendorNameFromEventMessage(message)).toBe(name);
  });

  it.each([
    'Set Vendor Name:',
    'Set Vendor Name:   ',
    'set vendor name: Acme',
    'Vendor Name: Acme',
    ' Set Vendor Name: Acme',
    '',
    null,
    undefined,
  ])('%j supplies no name', (message) => {
    expect(vendorNameFromEventMessage(message)).toBeNull();
  });
});

describe('vendorNameFromEvents', () => {
  it('takes the last name set', () => {
    expect(
      vendorNameFromEvents([
        { message: 'Set Vendor Name: First' },
        { message: 'Checked invoice' },
        { message: 'Set Vendor Name: Second' },
        { message: 'Set Vendor Name:' },
      ]),
    ).toBe('Second');
  });

  it.each([null, undefined, [], [{ message: 'nothing' }]])('is null for %j', (events) => {
    expect(vendorNameFromEvents(events)).toBeNull();
  });
});

describe('vendorIdFromFieldsChanged', () => {
  it('reads Invoice Vendor Id', () => {
    expect(vendorIdFromFieldsChanged({ 'Invoice Vendor Id': 'v-1' })).toBe('v-1');
    expect(vendorIdFromFieldsChanged({ 'Invoice Vendor Id': 42 })).toBe('42');
  });

  it.each([
    null,
    undefined,
    {},
    { 'Invoice Vendor Id': '' },
    { 'Invoice Vendor Id': null },
    { 'Invoice Vendor Id': true },
  ])('is null for %j', (fields) => {
    expect(vendorIdFromFieldsChanged(fields)).toBeNull();
  });
});
