import { describe, expect, it } from 'vitest';
import {
  HIDDEN_TIMELINE_FIELDS,
  isHiddenTimelineField,
  visibleFieldChanges,
} from './hidden-fields';

describe('timeline hidden fields', () => {
  it('hides exactly the six SPEC labels', () => {
    expect(HIDDEN_TIMELINE_FIELDS).toEqual([
      'Invoice Status',
      'Thread Invoice Linked',
      'Invoice Workflow State',
      'Invoice Vendor Id',
      'Invoice ID',
      'Invoice Updated Id',
    ]);
    for (const label of HIDDEN_TIMELINE_FIELDS) expect(isHiddenTimelineField(label)).toBe(true);
  });

  it('matches labels exactly', () => {
    expect(isHiddenTimelineField('Invoice Amount')).toBe(false);
    expect(isHiddenTimelineField('invoice status')).toBe(false);
    expect(isHiddenTimelineField('Invoice Id')).toBe(false);
  });

  it('keeps visible changes in order', () => {
    expect(
      visibleFieldChanges({
        'Invoice Status': 'sent',
        'Invoice Amount': 100,
        'Invoice Vendor Id': 'v-1',
        'Invoice Due Date': '2024-01-01',
        'Invoice ID': 'i-1',
      }),
    ).toEqual([
      ['Invoice Amount', 100],
      ['Invoice Due Date', '2024-01-01'],
    ]);
  });

  it.each([null, undefined, {}])('gives nothing for %j', (fields) => {
    expect(visibleFieldChanges(fields)).toEqual([]);
  });
});
