import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { uploadError } from './storage.ts';

const statusAndKeys = (error: Error) => {
  expect(error).toBeInstanceOf(AppError);
  const app = error as AppError;
  return { status: app.status, keys: app.problems.map((p) => p.key) };
};

describe('uploadError', () => {
  it('answers a full disk or a file size limit with 507 storageFull (the bench mounts a real full disk)', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EFBIG']) {
      const error = Object.assign(new Error(`${code}: no space left`), { code });
      expect(statusAndKeys(uploadError(error))).toEqual({ status: 507, keys: ['storageFull'] });
    }
  });

  it('keeps the request at fault for the parser limits and a broken upload', () => {
    expect(statusAndKeys(uploadError({ code: 'FST_REQ_FILE_TOO_LARGE' }))).toEqual({
      status: 413,
      keys: ['documentTooLarge'],
    });
    expect(statusAndKeys(uploadError(new Error('aborted')))).toEqual({
      status: 400,
      keys: ['documentUploadFailed'],
    });
  });
});
