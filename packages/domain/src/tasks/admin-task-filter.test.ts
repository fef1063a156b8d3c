import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterAdminTasks } from './admin-task-filter';

afterEach(() => {
  vi.unstubAllEnvs();
});

const tasks = [
  { id: '1', status: 'pending', task_type: 'send_email', created_at: '2024-03-01T10:00:00Z' },
  { id: '2', status: 'executed', task_type: 'pay_invoice', created_at: '2024-03-03T10:00:00Z' },
  { id: '3', status: 'pending', task_type: 'update_vendor', created_at: '2024-03-02T10:00:00Z' },
  { id: '4', status: 'failed', task_type: 'send_email', created_at: null },
  { id: '5', status: 'pending', task_type: 'send_email', created_at: '2024-03-03T23:30:00Z' },
];
const ids = (list: { id: string }[]) => list.map((task) => task.id);

describe('filterAdminTasks', () => {
  it('sorts newest first, undated tasks last', () => {
    expect(ids(filterAdminTasks(tasks))).toEqual(['5', '2', '3', '1', '4']);
  });

  it('does not mutate the input', () => {
    const before = ids(tasks);
    filterAdminTasks(tasks);
    expect(ids(tasks)).toEqual(before);
  });

  it('filters by status', () => {
    expect(ids(filterAdminTasks(tasks, { status: 'pending' }))).toEqual(['5', '3', '1']);
    expect(ids(filterAdminTasks(tasks, { status: 'cancelled' }))).toEqual([]);
  });

  it('filters by type', () => {
    expect(ids(filterAdminTasks(tasks, { type: 'send_email' }))).toEqual(['5', '1', '4']);
  });

  it('combines filters', () => {
    expect(ids(filterAdminTasks(tasks, { status: 'pending', type: 'send_email' }))).toEqual([
      '5',
      '1',
    ]);
  });

  it('treats null and empty filters as "all"', () => {
    expect(filterAdminTasks(tasks, { status: null, type: '', createdDate: null })).toHaveLength(5);
  });

  it('filters by created day in the viewer time zone', () => {
    vi.stubEnv('TZ', 'UTC');
    expect(ids(filterAdminTasks(tasks, { createdDate: '2024-03-03' }))).toEqual(['5', '2']);
    vi.stubEnv('TZ', 'Asia/Tokyo'); // 2024-03-03T23:30Z is already March 4 in Tokyo
    expect(ids(filterAdminTasks(tasks, { createdDate: '2024-03-03' }))).toEqual(['2']);
    expect(ids(filterAdminTasks(tasks, { createdDate: new Date(2024, 2, 4) }))).toEqual(['5']);
  });

  it('ignores a created date filter that is not a date (e.g. half typed)', () => {
    expect(filterAdminTasks(tasks, { createdDate: 'not a date' })).toHaveLength(5);
  });
});
