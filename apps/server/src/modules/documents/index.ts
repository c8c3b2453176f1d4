/**
 * The documents area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { readUpload } from './multipart.ts';
export {
  type IncomingFile,
  isStorageFull,
  openFile,
  removeFile,
  type StoredFile,
  storeFile,
  uploadError,
} from './storage.ts';
